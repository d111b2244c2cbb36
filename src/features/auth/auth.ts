/**
 * Signing in (spec: shopping §4 "Authentication", "Login steps"; account §4): the actions the
 * login form calls and `requireLogin()` for any action that needs a shopper. Signing out is a
 * form post to /logout (src/pages/logout.astro), which works without JavaScript.
 */
import { EbsnError, type LoginInput, MFA_REQUIRED_STATUS, signInCall } from '@sporta/sdk';
import type { Outcome } from '../../platform/results/outcome';
import { $session } from '../../platform/shopper/shopper';
import { ebsnCore } from '../../shell/hydration/ebsn';
import { askOverlay, LOGIN_DIALOG } from '../../shell/overlay/overlay';

export type { LoginInput };

/**
 * What a sign-in attempt led to: in (the user id), or refused with the answer's texts (never
 * empty) — on the field `code` when the refusal asks for the one-time code (spec: account §4).
 */
export type SignInOutcome = Outcome<number, 'code'>;

/** One attempt (step 1, the code step, or a resend): never throws for an answer the form shows. */
export async function signIn(input: LoginInput): Promise<SignInOutcome> {
  const core = ebsnCore();
  let userId: number;
  try {
    ({
      user: { userId },
    } = await signInCall(core)(input));
  } catch (error) {
    if (!(error instanceof EbsnError)) throw error;
    const said = { ok: false, text: error.errors.join(' '), texts: error.errors } as const;
    return error.status === MFA_REQUIRED_STATUS ? { ...said, field: 'code' } : said;
  }
  await signedIn(userId);
  return { ok: true, value: userId };
}

/**
 * After any sign-in (the form, or social sign-in): the session is the shopper's, the login is
 * tracked once (awaited: a page that leaves next would cut the call) and the app wrapper
 * registers its device. A page that stays shows the shopper with `showShopper()`
 * (shopper.ts, loaded only then); a page that leaves gets them from the server.
 */
export async function signedIn(userId: number): Promise<void> {
  $session.set({ ...$session.get(), loggedIn: true, userId });
  await (await import('./after-sign-in')).afterSignIn(userId);
}

/**
 * For any action that needs a shopper (spec: shopping §6 "a login dialog opens on demand"):
 * true at once for a shopper; for a guest, the login dialog, resolving true once signed in and
 * false when the shopper closes it. `if (!(await requireLogin())) return;` then goes on.
 */
export async function requireLogin(): Promise<boolean> {
  if ($session.get().loggedIn) return true;
  return (await askOverlay(LOGIN_DIALOG)) === true;
}
