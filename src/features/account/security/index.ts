/**
 * What other features may use of account-security: the pure readers of the consent answers
 * (list-by-type, check-disclaimer), so the consent asked at sign-in (features/account/credentials) reads
 * them as /profile/advanced-security does.
 */
export { type Consent, consentsOf, missingConsentsOf } from './security-answers';
