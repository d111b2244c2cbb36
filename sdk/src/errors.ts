import { type MessageKey, t } from '@sporta/i18n';

/** The `response` part of an envelope, as far as the request layer reads it (account §8). */
export interface EnvelopeStatus {
  status: number;
  errors: string[];
  warnings: string[];
  infos: string[];
  /** The server's code of a message, by its text (shopping §8: showInPopupCode lists codes). */
  codes?: Readonly<Record<string, string>>;
}

/**
 * The refusals the shop words as the catalogue does (the reference backend's SPEC_TEXTS, which
 * its messages test keeps equal): known here by key, once, so no caller compares Italian texts
 * to tell which rule refused (which field, which error page).
 */
const KNOWN_REFUSALS: readonly MessageKey[] = [
  'errors.generic',
  'errors.addressDelete',
  'validation.required',
  'validation.email',
  'validation.emailRequired',
  'validation.password8',
  'validation.fiscalCode',
  'validation.fiscalCodeChecksum',
  'validation.phone',
  'validation.date',
  'validation.postalCode',
  'validation.vatNumber',
  'validation.name',
  'validation.attachmentTooBig',
  'validation.attachmentType',
  'registration.emailTaken',
  'registration.fiscalCodeTaken',
];

/** The catalogue key of a text the shop sent, when it is one of the known refusals. */
export const refusalKeyOf = (text: string | undefined): MessageKey | undefined =>
  KNOWN_REFUSALS.find((key) => t(key) === text);

/**
 * The text to show for a message the shop sent with `code` (spec: shopping §8 "Messages are
 * translated when a translation exists for the code"): the catalogue's text when the code is one
 * of its keys, else the shop's own words. Browsers know the parts their page registered.
 */
export const translated = (text: string, code: string | undefined): string =>
  code && t(code as MessageKey) !== code ? t(code as MessageKey) : text;

export interface FailureOptions {
  httpStatus?: number | undefined;
  cause?: unknown;
  /**
   * The call's own text for a failure the server words not at all (spec: shopping §8 names one
   * per step: errors.errorLoadingCart, cart.productAddError, …); the generic message otherwise.
   * The caller registers its catalogue part: the key's text ships in the caller's chunk.
   */
  fallback?: MessageKey | undefined;
}

/**
 * Why an /ebsn/api call failed. Every rejection of the SDK is an EbsnError (spec: account §8):
 * - an envelope with `status` ≠ 0: its status, errors, warnings and infos, with the generic
 *   message added when the server sent no error text (the call's `fallback`, when it names one;
 *   the proxy's 502 for an API that said nothing is such an envelope);
 * - no envelope at all (network error, timeout, HTTP 5xx page, malformed JSON, a response that
 *   fails validation): status 1 and the generic message (or the call's `fallback`);
 * - HTTP 419: status 1, `httpStatus` 419 and the session-expired message.
 * `message` is the first error text, ready to show; `key` its catalogue key when the shop
 * worded a known refusal (KNOWN_REFUSALS).
 */
export class EbsnError extends Error implements EnvelopeStatus {
  override readonly name = 'EbsnError';
  readonly status: number;
  readonly errors: string[];
  readonly warnings: string[];
  readonly infos: string[];
  readonly codes: Readonly<Record<string, string>>;
  readonly key: MessageKey | undefined;
  /** HTTP status of the answer; absent when none arrived (network error, timeout). */
  readonly httpStatus: number | undefined;

  constructor(response: EnvelopeStatus, options: FailureOptions = {}) {
    // No words (the proxy's 502 for an API that answered none says none either): the call's own.
    const errors =
      response.errors.length > 0 ? response.errors : [t(options.fallback ?? 'errors.generic')];
    super(errors[0], { cause: options.cause });
    this.status = response.status;
    this.errors = errors;
    this.warnings = response.warnings;
    this.infos = response.infos;
    this.codes = response.codes ?? {};
    this.key = refusalKeyOf(errors[0]);
    this.httpStatus = options.httpStatus;
  }

  /** A failure without an envelope: status 1 and the generic message (account §8). */
  static withoutEnvelope(options: FailureOptions = {}) {
    return new EbsnError({ status: 1, errors: [], warnings: [], infos: [] }, options);
  }
}
