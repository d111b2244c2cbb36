/** What other features may use of signing in: ask for a shopper before an action. */
export { requireLogin, signedIn } from './auth';
