import { addMessages, t } from '@sporta/i18n';
import { validationMore } from '@sporta/i18n/messages/validation-more';
import { MAX_ATTACHMENT_BYTES } from '@sporta/rules';
import { refusalKeyOf } from '@sporta/sdk';
import { describe, expect, it } from 'vitest';
import { personOf } from './facilitated.server';
import {
  attachmentProblem,
  eligibilityOf,
  isAttachmentRefusal,
  requestForm,
} from './facilitated-request';

addMessages(validationMore);

const file = (size: number, type: string) => ({ size, type });

describe('the attachment check before any upload', () => {
  it('accepts a PDF, a JPG or a PNG of up to 5 MB', () => {
    expect(attachmentProblem(file(MAX_ATTACHMENT_BYTES, 'application/pdf'))).toBeUndefined();
    expect(attachmentProblem(file(1, 'image/jpeg'))).toBeUndefined();
    expect(attachmentProblem(file(1, 'image/png'))).toBeUndefined();
  });

  it("refuses 5 MB and one byte with the spec's words", () => {
    expect(attachmentProblem(file(MAX_ATTACHMENT_BYTES + 1, 'application/pdf'))).toBe(
      "L'allegato non deve superare i 5MB",
    );
    expect(attachmentProblem(file(6 * 1024 * 1024, 'image/png'))).toBe(
      "L'allegato non deve superare i 5MB",
    );
  });

  it('refuses another type, and says a file is needed when there is none', () => {
    expect(attachmentProblem(file(10, 'text/plain'))).toBe(t('validation.attachmentType'));
    expect(attachmentProblem(file(10, ''))).toBe(t('validation.attachmentType'));
    expect(attachmentProblem(undefined)).toBe(t('validation.required'));
  });
});

describe('who may ask (module control)', () => {
  it.each([
    [{ completed: true, facilitated: false }, 'eligible'],
    [{ complete: true, facilitated: false }, 'eligible'],
    [{ completed: true, facilitated: true }, 'alreadyActive'],
    [{ completed: false, facilitated: false }, 'profileIncomplete'],
    [{}, 'unknown'],
    [undefined, 'unknown'],
    ['x', 'unknown'],
  ])('%j → %s', (control, expected) => {
    expect(eligibilityOf(control)).toBe(expected);
  });
});

describe('the refusals said on the file field', () => {
  it('are the file ones: too big, wrong type', () => {
    // The shop's words reach the form as the key the SDK knows them by.
    const said = (text: string) => isAttachmentRefusal(refusalKeyOf(text));
    expect(said("L'allegato non deve superare i 5MB")).toBe(true);
    expect(said(t('validation.attachmentType'))).toBe(true);
    expect(said(t('errors.generic'))).toBe(false);
  });
});

describe('the request', () => {
  it('is a multipart form with trimmed fields, consent and the file under its name', () => {
    const form = requestForm(
      {
        firstName: ' Giulia ',
        lastName: 'Bianchi',
        fiscalCode: 'bncgli80a41f704x',
        phone: '',
        reason: ' Invalidità ',
        consent: true,
      },
      new Blob(['%PDF'], { type: 'application/pdf' }),
      'certificato.pdf',
    );
    expect(form.get('firstName')).toBe('Giulia');
    expect(form.get('fiscalCode')).toBe('BNCGLI80A41F704X');
    expect(form.has('phone')).toBe(false);
    expect(form.get('reason')).toBe('Invalidità');
    expect(form.get('consent')).toBe('true');
    expect((form.get('attachment') as File).name).toBe('certificato.pdf');
  });

  it("starts from the profile's data", () => {
    expect(
      personOf({ person: { firstName: 'Anna', lastName: 'Esposito' }, phone: '3331234567' }),
    ).toEqual({ firstName: 'Anna', lastName: 'Esposito', fiscalCode: '', phone: '3331234567' });
    expect(personOf(undefined)).toEqual({ firstName: '', lastName: '', fiscalCode: '', phone: '' });
  });
});
