/** Login, logout, session test, one-time-code setting and social sign-in (shopping §4, §7; account §7). */
import type { EbsnContext } from '../context';
import { caller } from '../context';
import type { UnwrapOptions } from '../envelope';
import { signInCall } from './sign-in';

export { formBody, type LoginInput, MFA_REQUIRED_STATUS, signInCall } from './sign-in';

type Told = Omit<UnwrapOptions, 'schema'>;

export function authArea(ctx: EbsnContext) {
  const { GET, POST } = ctx.client;
  const { send } = caller(ctx);
  return {
    login: signInCall(ctx),
    logout: async () => {
      const data = await send(POST('/auth/logout'));
      ctx.tokens.clear();
      return data;
    },
    /** Who the session belongs to: the user of the answer (top level or data.user). */
    test: async (operation?: string) => {
      let userId = -1;
      const data = await send(
        GET('/auth/test', { params: { query: operation === undefined ? {} : { operation } } }),
        {
          onEnvelope: (envelope) => {
            const id =
              envelope.user?.userId ??
              (envelope.data as { user?: { userId?: unknown } })?.user?.userId;
            if (typeof id === 'number') userId = id;
          },
        },
      );
      return { userId, data };
    },
    mfaEnabled: () => send(GET('/registration/mfa_enabled')),
    /**
     * Turns the one-time code on or off. Without `mfaPin` the shop may mail a code for the change
     * and reject with status 4 (MFA_REQUIRED_STATUS); the same call with the code then applies it.
     */
    setMfa: (enabled: boolean, mfaPin?: string, told?: Told) =>
      send(
        POST('/registration/update_mfa', {
          params: { query: mfaPin === undefined ? { enabled } : { enabled, mfa_pin: mfaPin } },
        }),
        told,
      ),
    googleRedirect: (code?: string) =>
      send(
        GET('/social-redir/google', {
          params: { query: code === undefined ? {} : { code, 'use-plugin': true } },
        }),
      ),
    facebookRedirect: (code?: string) =>
      send(
        GET('/social-redir/facebook', { params: { query: code === undefined ? {} : { code } } }),
      ),
  };
}
