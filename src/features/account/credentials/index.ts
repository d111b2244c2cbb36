/**
 * What the rest of the storefront may use of credentials: the consent gate the middleware runs
 * on a page after a sign-in (consents.server.ts; server only), and the pages' paths for links.
 */
export { consentGateTarget } from './consents.server';
export { EMAIL_CHANGE_PATH, PASSWORD_CHANGE_PATH } from './credential-paths';
