/**
 * The addresses of the password-reset flow (spec: account §2) and what a mailed reset link
 * carries: `/reset-password?reset_token=…&e_mail=…` (the reference backend's mail, account §7
 * `password_reset (e_mail, reset_token, …)`). Pure: the server page and the island share it.
 */
export const RESET_PATHS = {
  request: '/reset-password-request',
  sent: '/reset-password-sent',
  reset: '/reset-password',
  completed: '/reset-password-completed',
} as const;

export interface ResetLink {
  token: string;
  /** The shopper's e-mail as the link gives it; the shop checks it goes with the token. */
  email?: string;
}

/** Longer than any token the shop mails: a pasted page of text is no token. */
const MAX_TOKEN_LENGTH = 256;

/** The token and e-mail of a reset link's query; undefined when it carries no usable token. */
export function resetLinkOf(query: URLSearchParams): ResetLink | undefined {
  const token = query.get('reset_token')?.trim() ?? '';
  if (token === '' || token.length > MAX_TOKEN_LENGTH) return undefined;
  const email = query.get('e_mail')?.trim();
  return email ? { token, email } : { token };
}
