/**
 * The local fake identity provider (development only) behind social and SAML sign-in: a page that
 * lets the tester choose a demo shopper (a back-office operator for SAML); it issues a one-time
 * sign-in code and sends the browser back to the storefront, which completes the sign-in with
 * social-redir/{provider}?code=… (saml/do-login?SAMLart=… for SAML).
 */
import { issueCode, token } from '../domain/codes.ts';
import type { Shop } from '../shop.ts';
import { escapeHtml, storefrontAddress } from './html.ts';

export const SIGN_IN_PROVIDERS = ['google', 'facebook', 'saml'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];
/** The query parameter carrying a SAML artifact back to the storefront (HTTP-Artifact binding). */
export const SAML_ARTIFACT_PARAM = 'SAMLart';

/** Where the storefront sends the shopper to sign in with a provider. */
export function signInUrl(shop: Shop, provider: SignInProvider, returnUrl?: string): string {
  const back = returnUrl ?? `${shop.settings.storefrontUrl}/social-redir/${provider}`;
  return `${shop.settings.publicUrl}/ebsn/api/sign-in-page/${provider}?return=${encodeURIComponent(back)}`;
}

/** Who the fake provider offers: shoppers for Google and Facebook, back-office operators for SAML. */
function accountsOffered(shop: Shop, provider: SignInProvider) {
  if (provider === 'saml') {
    return shop.db
      .all<{ username: string }>('SELECT username FROM backoffice_users ORDER BY username')
      .map((o) => ({ id: o.username, label: o.username, detail: 'operatore del back office' }));
  }
  return shop.db
    .all<{ user_id: number; first_name: string; last_name: string; login: string }>(
      "SELECT user_id, first_name, last_name, login FROM users WHERE status = 'active' ORDER BY user_id LIMIT 10",
    )
    .map((u) => ({
      id: String(u.user_id),
      label: `${u.first_name} ${u.last_name}`,
      detail: u.login,
    }));
}

export function signInPage(shop: Shop, provider: SignInProvider, returnUrl: string): string {
  const buttons = accountsOffered(shop, provider)
    .map(
      (a) =>
        `<form method="post"><input type="hidden" name="account" value="${escapeHtml(a.id)}"><input type="hidden" name="return" value="${escapeHtml(returnUrl)}"><button type="submit">${escapeHtml(a.label)} <small>${escapeHtml(a.detail)}</small></button></form>`,
    )
    .join('\n');
  // The icon `data:,`: the browser asks for no /favicon.ico, whose 404 journeys would read as an error.
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>Accesso con ${provider} (sviluppo)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}h1{color:#e67e22}
button{font-size:1rem;padding:.75rem 1.25rem;margin:.35rem 0;border-radius:.5rem;border:0;background:#e67e22;color:#fff;cursor:pointer;width:100%;text-align:left}
small{display:block;opacity:.85}.note{color:#666;font-size:.9rem}</style></head>
<body><h1>Accedi con ${escapeHtml(provider)}</h1><p class="note">Provider di identità finto del backend di riferimento: scegli con quale account entrare.</p>${buttons}</body></html>`;
}

/** The return address when it is the storefront's own, else undefined (no code for other hosts). */
export const signInReturn = (shop: Shop, returnUrl: string) =>
  storefrontAddress(returnUrl, shop.settings.storefrontUrl);

/**
 * Issues the one-time code for the chosen account and answers where the browser goes next:
 * `code` for the social providers; for SAML the artifact of the HTTP-Artifact binding
 * (`SAMLart`), which the storefront hands to saml/do-login.
 */
export function signInResult(
  shop: Shop,
  provider: SignInProvider,
  account: string,
  returnUrl: string,
): string | undefined {
  const target = signInReturn(shop, returnUrl);
  if (!target) return undefined;
  const code = token().slice(0, 16);
  if (provider === 'saml') {
    if (!shop.db.one('SELECT 1 FROM backoffice_users WHERE username = ?', account))
      return undefined;
    issueCode(shop.db, 'social', code, { subject: account, value: provider });
    target.searchParams.set(SAML_ARTIFACT_PARAM, code);
    return target.toString();
  }
  const userId = Number(account);
  if (!shop.db.one("SELECT 1 FROM users WHERE user_id = ? AND status = 'active'", userId))
    return undefined;
  issueCode(shop.db, 'social', code, { userId, value: provider });
  target.searchParams.set('code', code);
  return target.toString();
}
