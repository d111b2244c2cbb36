/**
 * The EBSN answer (spec: shopping §3 "Response envelope", account §8): `response.status` 0 is
 * success, errors travel inside HTTP 200. Handlers return an `Answer` or throw a `Refusal`.
 */

/** What a handler returns: the payload and the messages to show. */
export interface Answer {
  data?: unknown;
  infos?: string[];
  warnings?: string[];
  /** Top-level user of the envelope (auth/test, timeslot/list). */
  user?: { userId: number; login?: string; profileConfirmed?: boolean };
  ssoUser?: { username: string; roles: string[] };
  /** Extra response headers (x-ebsn-account after login). */
  headers?: Record<string, string>;
}

/** A refusal the shopper sees: status ≠ 0 and its texts, inside HTTP 200 unless `httpStatus`. */
export class Refusal extends Error {
  readonly status: number;
  readonly errors: string[];
  readonly httpStatus: number;
  readonly data: unknown;
  /** The server's code of the message (`errors[].code`): what a client may tell apart by. */
  readonly code: string | undefined;
  constructor(
    message: string | string[],
    options: { status?: number; httpStatus?: number; data?: unknown; code?: string } = {},
  ) {
    const errors = Array.isArray(message) ? message : [message];
    super(errors[0] ?? '');
    this.errors = errors;
    this.status = options.status ?? 1;
    this.httpStatus = options.httpStatus ?? 200;
    this.data = options.data;
    this.code = options.code;
  }
}

/** EBSN's status for "the one-time code is needed" (shopping §4), for shoppers and operators. */
export const MFA_STATUS = 4;

/** The session is over (HTTP 419, no body): the client logs in again (account §8). */
export class SessionExpired extends Error {}

/** reCAPTCHA did not trust the caller: EBSN answers HTTP 403 without an envelope (observed §1.6). */
export class CaptchaRefused extends Error {}

export interface Envelope {
  response: {
    status: number;
    /** `code`: the server's code of the message (shopping §8), sent by the faults' envelopeErrorCode. */
    errors: { error: string; code?: string }[];
    errorsMessage: string[];
    warnings: { error: string }[];
    warningsMessage: string[];
    infos: { info: string }[];
    infosMessage: string[];
  };
  data?: unknown;
  user?: Answer['user'];
  ssoUser?: Answer['ssoUser'];
}

export function envelope(
  status: number,
  messages: { errors?: string[]; warnings?: string[]; infos?: string[] },
  data: unknown,
): Envelope {
  // No data at all rather than null: a refusal's payload is "not there" (schemas type data).
  const errors = messages.errors ?? [];
  const warnings = messages.warnings ?? [];
  const infos = messages.infos ?? [];
  return {
    response: {
      status,
      errors: errors.map((error) => ({ error })),
      errorsMessage: errors,
      warnings: warnings.map((error) => ({ error })),
      warningsMessage: warnings,
      infos: infos.map((info) => ({ info })),
      infosMessage: infos,
    },
    ...(data === undefined || data === null ? {} : { data }),
  };
}

export function success(answer: Answer): Envelope {
  const body = envelope(
    0,
    {
      ...(answer.infos ? { infos: answer.infos } : {}),
      ...(answer.warnings ? { warnings: answer.warnings } : {}),
    },
    answer.data ?? null,
  );
  if (answer.user) body.user = answer.user;
  if (answer.ssoUser) body.ssoUser = answer.ssoUser;
  return body;
}

/** EBSN's paging block (`data.page`) of a list answer. */
export function pageOf(selPage: number, itemsPerPage: number, totItems: number) {
  return {
    selPage,
    totPages: Math.max(1, Math.ceil(totItems / itemsPerPage)),
    totItems,
    itemsPerPage,
  };
}
