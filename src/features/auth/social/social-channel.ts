/** What the social sign-in popup and the page that opened it share (social.ts, social-return.client.ts). */

/** The providers of social sign-in (spec: shopping §1 "two social providers"). */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The popup's name and size (spec: shopping §9 "social login popup 600x600"). */
export const SOCIAL_POPUP = {
  name: 'sporta-social-sign-in',
  features: 'popup,width=600,height=600',
};
/** The channel the popup's return page reports on (same origin only). */
export const SOCIAL_CHANNEL = 'sporta-sign-in';
/** Where a whole-page sign-in returns to (sessionStorage: this tab only). */
export const SOCIAL_RETURN_KEY = 'sporta.signInReturn';

export interface SocialSignedIn {
  signedIn: true;
  userId: number;
}
