import { t } from '@sporta/i18n';
import { describe, expect, it } from 'vitest';
import { EbsnError, refusalKeyOf } from './errors';

describe("the key of the shop's refusal", () => {
  it('is the catalogue key of a refusal the shop words as the catalogue does', () => {
    expect(refusalKeyOf(t('validation.fiscalCode'))).toBe('validation.fiscalCode');
    expect(refusalKeyOf(t('registration.emailTaken'))).toBe('registration.emailTaken');
    expect(refusalKeyOf('Il servizio è sospeso.')).toBeUndefined();
    expect(refusalKeyOf(undefined)).toBeUndefined();
  });

  it("is the first error's, and the generic one's when the answer said nothing", () => {
    const said = new EbsnError({
      status: 1,
      errors: [t('validation.postalCode'), t('validation.phone')],
      warnings: [],
      infos: [],
    });
    expect(said.key).toBe('validation.postalCode');
    expect(EbsnError.withoutEnvelope().key).toBe('errors.generic');
  });
});
