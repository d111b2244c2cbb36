import { t } from '@sporta/i18n';

/** A WordPress call that failed: no answer, HTTP error, or a body of the wrong shape. */
export class ContentError extends Error {
  override readonly name = 'ContentError';
  readonly url: string;
  readonly httpStatus: number | undefined;
  /** The parsed body of an HTTP error (WordPress's {code, message} or a form reply), if any. */
  readonly body: unknown;

  constructor(url: string, options: { httpStatus?: number; body?: unknown; cause?: unknown } = {}) {
    super(t('errors.generic'), { cause: options.cause });
    this.url = url;
    this.httpStatus = options.httpStatus;
    this.body = options.body;
  }
}
