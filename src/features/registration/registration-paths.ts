/**
 * The addresses of the registration flow (spec: account §2 "/registration-user,
 * /registration-completed, /registration-confirmed"). Pure: pages and islands share them.
 */
export const REGISTRATION_PATHS = {
  form: '/registration-user',
  completed: '/registration-completed',
  confirmed: '/registration-confirmed',
} as const;

/** The login's 'Hai dimenticato la password?' page, offered when the account already exists. */
export const RESET_REQUEST_PATH = '/reset-password-request';

/** /registration-completed knows the e-mail to send the confirmation again to. */
export const completedPath = (email: string) =>
  `${REGISTRATION_PATHS.completed}?${new URLSearchParams({ e_mail: email })}`;

/** spec: account §9 "60 s resend countdown" — the one wait before sending a mail again. */
export const RESEND_WAIT_MS = 60_000;
