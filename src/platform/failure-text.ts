/**
 * What a server-rendered page says when an EBSN call failed: the answer's own texts (spec:
 * account §8, "shows its errors"), or the generic message when it brought none.
 */
import { t } from '@sporta/i18n';
import { EbsnError } from '@sporta/sdk';

export function failureText(error: unknown): string {
  return error instanceof EbsnError && error.errors.length > 0
    ? error.errors.join(' ')
    : t('errors.generic');
}
