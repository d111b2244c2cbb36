/** The mobile app's parts the rest of the shop uses: its deep-link files (src/pages/.well-known). */
export { appLinkResponse, appleAppSiteAssociation, assetLinks } from './app-links';
