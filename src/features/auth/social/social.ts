/**
 * Social sign-in (spec: shopping §7 "Social login: GET social-redir calls for two providers in
 * popup windows"; §9 "social login popup 600x600"). The shop asks the API where to sign in, opens
 * it in a popup through /leave (only the configured provider hosts), and the provider sends the
 * popup back to /social-redir/{provider}, which completes the sign-in on the server and tells
 * this page. Where popups are blocked the whole page goes, and comes back to where it was.
 */
import { authArea } from '@sporta/sdk';
import { leaveFor } from '../../../platform/leave';
import { ebsnCore } from '../../../shell/hydration/ebsn';
import {
  SOCIAL_CHANNEL,
  SOCIAL_RETURN_KEY,
  type SocialProvider,
  type SocialSignedIn,
} from './social-channel';

/** Where the provider's sign-in is, as the API says (`data.redirectUrl`); undefined if it says nothing. */
export async function socialSignInAddress(provider: SocialProvider): Promise<string | undefined> {
  const auth = authArea(ebsnCore());
  const data = (await (provider === 'google' ? auth.googleRedirect() : auth.facebookRedirect())) as
    | { redirectUrl?: unknown }
    | null
    | undefined;
  return typeof data?.redirectUrl === 'string' ? data.redirectUrl : undefined;
}

/**
 * Signs in with `provider` in `popup` (opened by the click, before any await, so no blocker
 * stops it). Resolves with the user id once the popup's return page reports; a blocked popup
 * sends the whole page and never resolves.
 */
export async function signInWithProvider(
  provider: SocialProvider,
  popup: Window | null,
  returnTo: string,
): Promise<number | undefined> {
  let address: string | undefined;
  try {
    address = await socialSignInAddress(provider);
  } catch (error) {
    popup?.close();
    throw error;
  }
  if (!address) {
    popup?.close();
    return undefined;
  }
  if (!popup || popup.closed) {
    sessionStorage.setItem(SOCIAL_RETURN_KEY, returnTo);
    window.location.assign(leaveFor(address));
    return new Promise(() => {});
  }
  const reported = new Promise<number>((resolve) => {
    const channel = new BroadcastChannel(SOCIAL_CHANNEL);
    channel.onmessage = (event: MessageEvent<SocialSignedIn>) => {
      if (event.data?.signedIn !== true) return;
      channel.close();
      resolve(event.data.userId);
    };
  });
  popup.location.href = leaveFor(address);
  return reported;
}
