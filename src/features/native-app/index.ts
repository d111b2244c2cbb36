/**
 * The mobile app's parts the rest of the shop uses: its deep-link files (src/pages/.well-known)
 * and the way a page hands a document to the app (documents.ts).
 */
export { appLinkResponse, appleAppSiteAssociation, assetLinks } from './app-links';
export { appDocumentOpener, type InApp } from './documents';
