/**
 * The local fake identity provider (development only: served with dev hooks alone) behind social
 * and SAML sign-in. As a real provider it authenticates its own user: the social page offers only
 * the provider accounts linked to a shopper (sign_in_links), the SAML page asks the operator's
 * password and, when required, one-time code. It then issues a one-time sign-in code and sends the
 * browser back to the storefront, which completes the sign-in with social-redir/{provider}?code=…
 * (saml/do-login?SAMLart=… for SAML).
 */
import { issueCode, token } from '../domain/codes.ts';
import { authenticateOperator } from '../domain/operators.ts';
import { MFA_STATUS, Refusal } from '../http/envelope.ts';
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

interface LinkedAccount {
  subject: string;
  user_id: number;
  first_name: string;
  last_name: string;
}

/** The provider's accounts linked to an active shopper: the only ones it may sign in. */
function linkedAccounts(shop: Shop, provider: SignInProvider, subject?: string): LinkedAccount[] {
  return shop.db.all<LinkedAccount>(
    `SELECT l.subject, u.user_id, u.first_name, u.last_name FROM sign_in_links l
      JOIN users u ON u.user_id = l.user_id
      WHERE l.provider = ? AND (? IS NULL OR l.subject = ?) AND u.status = 'active' ORDER BY l.subject`,
    provider,
    subject ?? null,
    subject ?? null,
  );
}

function page(provider: SignInProvider, note: string, body: string): string {
  // The icon `data:,`: the browser asks for no /favicon.ico, whose 404 journeys would read as an error.
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>Accesso con ${provider} (sviluppo)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}h1{color:#e67e22}
button{font-size:1rem;padding:.75rem 1.25rem;margin:.35rem 0;border-radius:.5rem;border:0;background:#e67e22;color:#fff;cursor:pointer;width:100%;text-align:left}
label{display:block;margin:.5rem 0}input{display:block;width:100%;font-size:1rem;padding:.5rem;box-sizing:border-box}
small{display:block;opacity:.85}.note{color:#666;font-size:.9rem}</style></head>
<body><h1>Accedi con ${escapeHtml(provider)}</h1><p class="note" role="status">${escapeHtml(note)}</p>${body}</body></html>`;
}

const returnField = (returnUrl: string) =>
  `<input type="hidden" name="return" value="${escapeHtml(returnUrl)}">`;

/** The social page: one button per linked account. */
function socialPage(shop: Shop, provider: SignInProvider, returnUrl: string): string {
  const buttons = linkedAccounts(shop, provider)
    .map(
      (a) =>
        `<form method="post"><input type="hidden" name="account" value="${escapeHtml(a.subject)}">${returnField(returnUrl)}<button type="submit">${escapeHtml(`${a.first_name} ${a.last_name}`)} <small>${escapeHtml(a.subject)}</small></button></form>`,
    )
    .join('\n');
  return page(
    provider,
    'Provider di identità finto del backend di riferimento: scegli un account collegato al negozio.',
    buttons,
  );
}

/** The SAML page: the operator's credentials, as the company's identity provider asks them. */
function samlPage(returnUrl: string, note: string, username = ''): string {
  return page(
    'saml',
    note,
    `<form method="post">${returnField(returnUrl)}
<label>Utente <input name="username" autocomplete="username" required value="${escapeHtml(username)}"></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<label>Codice monouso (se richiesto) <input name="otp" inputmode="numeric" autocomplete="one-time-code"></label>
<button type="submit">Accedi</button></form>`,
  );
}

const SAML_NOTE =
  'Provider di identità finto del backend di riferimento: accedi con le credenziali del back office.';

export function signInPage(shop: Shop, provider: SignInProvider, returnUrl: string): string {
  return provider === 'saml'
    ? samlPage(returnUrl, SAML_NOTE)
    : socialPage(shop, provider, returnUrl);
}

/** The return address when it is the storefront's own, else undefined (no code for other hosts). */
export const signInReturn = (shop: Shop, returnUrl: string) =>
  storefrontAddress(returnUrl, shop.settings.storefrontUrl);

/** Where the browser goes next, or the page to show again (with its HTTP status). */
export type SignInResult = { location: string } | { status: number; html: string };

/**
 * Issues the one-time code for the authenticated account: `code` for the social providers; for
 * SAML the artifact of the HTTP-Artifact binding (`SAMLart`), which the storefront hands to
 * saml/do-login. An account the provider does not authenticate gets the page again, no code.
 */
export function signInResult(
  shop: Shop,
  provider: SignInProvider,
  form: URLSearchParams,
): SignInResult {
  const returnUrl = form.get('return') ?? '';
  const target = signInReturn(shop, returnUrl);
  if (!target) return { status: 400, html: signInPage(shop, provider, returnUrl) };
  const code = token();
  if (provider === 'saml') {
    const username = form.get('username') ?? '';
    let operator: string;
    try {
      operator = authenticateOperator(
        shop,
        username,
        form.get('password') ?? '',
        form.get('otp') || undefined,
      );
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const status = error.status === MFA_STATUS && !form.get('otp') ? 200 : 400;
      return { status, html: samlPage(returnUrl, error.message, username) };
    }
    issueCode(shop.db, 'social', code, { subject: operator, value: provider });
    target.searchParams.set(SAML_ARTIFACT_PARAM, code);
    return { location: target.toString() };
  }
  const [linked] = linkedAccounts(shop, provider, form.get('account') ?? '');
  if (!linked) return { status: 400, html: signInPage(shop, provider, returnUrl) };
  issueCode(shop.db, 'social', code, { userId: linked.user_id, value: provider });
  target.searchParams.set('code', code);
  return { location: target.toString() };
}
