/** The payment types remembered for the error screen: what was offered, nothing broken. */
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../platform/shopper/local-storage.test-helpers';
import { rememberedPaymentTypes, rememberPaymentTypes } from './payment-types';

describe('the payment types kept in the browser', () => {
  it('given the types offered at /payment, then the error screen reads them back', () => {
    const storage = memoryStorage();
    const types = [
      { paymentTypeId: 1, name: 'Pagamento alla consegna' },
      { paymentTypeId: 2, name: 'Carta di credito', descr: 'Online' },
    ];
    rememberPaymentTypes(types, { storage });
    expect(rememberedPaymentTypes({ storage })).toEqual(types);
  });

  it('given nothing kept, something broken or no storage, then no types', () => {
    const storage = memoryStorage();
    expect(rememberedPaymentTypes({ storage })).toEqual([]);
    storage.setItem('sporta:payment-types', '{not json');
    expect(rememberedPaymentTypes({ storage })).toEqual([]);
    storage.setItem('sporta:payment-types', JSON.stringify([{ name: 'senza id' }]));
    expect(rememberedPaymentTypes({ storage })).toEqual([]);
    expect(rememberedPaymentTypes({ storage: undefined })).toEqual([]);
  });
});
