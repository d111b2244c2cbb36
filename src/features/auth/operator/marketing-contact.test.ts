import type { EbsnClient } from '@sporta/sdk';
import { describe, expect, it, vi } from 'vitest';
import { contactsOf, findContact, removeContact, typedEmailIssue } from './marketing-contact';

const ebsnWith = (backoffice: Partial<EbsnClient['backoffice']>) =>
  ({ backoffice }) as unknown as EbsnClient;

describe('the marketing contacts of the back office (account §7 marketingcloud/…)', () => {
  it('given an empty or malformed e-mail, then the shop’s e-mail rule says so, with no call', async () => {
    expect(typedEmailIssue('  ')?.key).toBe('validation.emailRequired');
    expect(typedEmailIssue('mario')?.key).toBe('validation.email');
    expect(typedEmailIssue(' mario.rossi@example.it ')).toBeUndefined();
    const marketingContactKey = vi.fn();
    const outcome = await findContact(ebsnWith({ marketingContactKey }), 'mario');
    expect(outcome).toMatchObject({ ok: false, text: 'Digitare una e-mail valida' });
    expect(marketingContactKey).not.toHaveBeenCalled();
  });

  it('given a customer’s e-mail, then one contact-key call and the contact; none found is said', async () => {
    const contact = { channelAddress: 'a@b.it', contactKey: 'CK7', userId: 7 };
    const marketingContactKey = vi.fn(async () => ({ contactKeys: [contact], count: 1 }));
    const found = await findContact(ebsnWith({ marketingContactKey }), ' a@b.it ');
    expect(found).toEqual({ ok: true, value: contact });
    expect(marketingContactKey).toHaveBeenCalledWith(['a@b.it'], 1);
    const none = vi.fn(async () => ({ contactKeys: [], count: 0 }));
    expect(await findContact(ebsnWith({ marketingContactKey: none }), 'x@y.it')).toMatchObject({
      ok: false,
      text: 'Nessun cliente ha questa e-mail.',
    });
    expect(contactsOf({ contactKeys: 'no' })).toEqual([]);
  });

  it('given a contact shown, then remove sends its key and customer; a bad form sends nothing', async () => {
    const removeMarketingContact = vi.fn(async () => ({ removed: true }));
    const ebsn = ebsnWith({ removeMarketingContact });
    expect(await removeContact(ebsn, 'CK7', 7)).toEqual({ ok: true, value: 'CK7' });
    expect(removeMarketingContact).toHaveBeenCalledWith('CK7', 7);
    expect((await removeContact(ebsn, '', 7)).ok).toBe(false);
    expect((await removeContact(ebsn, 'CK7', Number.NaN)).ok).toBe(false);
    expect(removeMarketingContact).toHaveBeenCalledTimes(1);
  });
});
