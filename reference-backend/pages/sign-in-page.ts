/**
 * The local fake identity provider (development only) behind social and SAML sign-in: a page that
 * lets the tester choose a demo shopper; it issues a one-time sign-in code and sends the browser
 * back to the storefront, which completes the sign-in with social-redir/{provider}?code=….
 */
import { issueCode, token } from '../domain/codes.ts';
import type { Shop } from '../shop.ts';
import { escapeHtml, storefrontAddress } from './html.ts';

export const SIGN_IN_PROVIDERS = ['google', 'facebook', 'saml'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** Where the storefront sends the shopper to sign in with a provider. */
export function signInUrl(shop: Shop, provider: SignInProvider, returnUrl?: string): string {
  const back = returnUrl ?? `${shop.settings.storefrontUrl}/social-redir/${provider}`;
  return `${shop.settings.publicUrl}/ebsn/api/sign-in-page/${provider}?return=${encodeURIComponent(back)}`;
}

export function signInPage(shop: Shop, provider: SignInProvider, returnUrl: string): string {
  const shoppers = shop.db.all<{
    user_id: number;
    first_name: string;
    last_name: string;
    login: string;
  }>(
    "SELECT user_id, first_name, last_name, login FROM users WHERE status = 'active' ORDER BY user_id LIMIT 10",
  );
  const buttons = shoppers
    .map(
      (u) =>
        `<form method="post"><input type="hidden" name="user_id" value="${u.user_id}"><input type="hidden" name="return" value="${escapeHtml(returnUrl)}"><button type="submit">${escapeHtml(`${u.first_name} ${u.last_name}`)} <small>${escapeHtml(u.login)}</small></button></form>`,
    )
    .join('\n');
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Accesso con ${provider} (sviluppo)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}h1{color:#e67e22}
button{font-size:1rem;padding:.75rem 1.25rem;margin:.35rem 0;border-radius:.5rem;border:0;background:#e67e22;color:#fff;cursor:pointer;width:100%;text-align:left}
small{display:block;opacity:.85}.note{color:#666;font-size:.9rem}</style></head>
<body><h1>Accedi con ${escapeHtml(provider)}</h1><p class="note">Provider di identità finto del backend di riferimento: scegli con quale cliente entrare.</p>${buttons}</body></html>`;
}

/** The return address when it is the storefront's own, else undefined (no code for other hosts). */
export const signInReturn = (shop: Shop, returnUrl: string) =>
  storefrontAddress(returnUrl, shop.settings.storefrontUrl);

/** Issues the one-time code for the chosen shopper and answers where the browser goes next. */
export function signInResult(
  shop: Shop,
  provider: SignInProvider,
  userId: number,
  returnUrl: string,
): string | undefined {
  const target = signInReturn(shop, returnUrl);
  if (!target) return undefined;
  if (!shop.db.one("SELECT 1 FROM users WHERE user_id = ? AND status = 'active'", userId))
    return undefined;
  const code = issueCode(shop.db, 'social', token().slice(0, 16), { userId, value: provider });
  target.searchParams.set('code', code);
  return target.toString();
}
