/**
 * The browser side of /social-redir/{provider}: the server has completed the sign-in (or said
 * why not). In the popup it tells the page that opened it and closes; a whole-page sign-in goes
 * back to where the shopper was (a path of the shop only).
 */
import { safeNextPath } from '../../../platform/routes';
import { SOCIAL_CHANNEL, SOCIAL_RETURN_KEY, type SocialSignedIn } from './social-channel';

export function reportSocialSignIn(): void {
  const holder = document.querySelector<HTMLElement>('[data-social-sign-in]');
  const userId = Number(holder?.dataset.userId);
  if (holder?.dataset.outcome !== 'signed-in' || !Number.isInteger(userId)) return;
  if (window.opener) {
    const channel = new BroadcastChannel(SOCIAL_CHANNEL);
    channel.postMessage({ signedIn: true, userId } satisfies SocialSignedIn);
    channel.close();
    window.close();
    return;
  }
  const next = safeNextPath(sessionStorage.getItem(SOCIAL_RETURN_KEY)) ?? '/';
  sessionStorage.removeItem(SOCIAL_RETURN_KEY);
  window.location.replace(next);
}
