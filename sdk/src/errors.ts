import { t } from '@sporta/i18n';

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
 * Why an /ebsn/api call failed. Every rejection of the SDK is an EbsnError (spec: account §8):
 * - an envelope with `status` ≠ 0: its status, errors, warnings and infos, with the generic
 *   message added when the server sent no error text;
 * - no envelope at all (network error, timeout, HTTP 5xx page, malformed JSON, a response that
 *   fails validation): status 1 and the generic message;
 * - HTTP 419: status 1, `httpStatus` 419 and the session-expired message.
 * `message` is the first error text, ready to show.
 */
export class EbsnError extends Error implements EnvelopeStatus {
  override readonly name = 'EbsnError';
  readonly status: number;
  readonly errors: string[];
  readonly warnings: string[];
  readonly infos: string[];
  readonly codes: Readonly<Record<string, string>>;
  /** HTTP status of the answer; absent when none arrived (network error, timeout). */
  readonly httpStatus: number | undefined;

  constructor(
    response: EnvelopeStatus,
    options: { httpStatus?: number | undefined; cause?: unknown } = {},
  ) {
    const errors = response.errors.length > 0 ? response.errors : [t('errors.generic')];
    super(errors[0], { cause: options.cause });
    this.status = response.status;
    this.errors = errors;
    this.warnings = response.warnings;
    this.infos = response.infos;
    this.codes = response.codes ?? {};
    this.httpStatus = options.httpStatus;
  }

  /** A failure without an envelope: status 1 and the generic message (account §8). */
  static withoutEnvelope(options: { httpStatus?: number | undefined; cause?: unknown } = {}) {
    return new EbsnError({ status: 1, errors: [], warnings: [], infos: [] }, options);
  }
}
