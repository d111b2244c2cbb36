import { postalCodeToFill } from './address-lookups';

describe('postalCodeToFill', () => {
  const milano = [
    { id: '1', name: 'Milano', code: '20121' },
    { id: '2', name: 'Monza', code: '20900' },
  ];
  const field = (value = '', filled = '', writing = false) => ({ value, filled, writing });

  it('fills a known town’s code into an empty field, and none for a town it does not know', () => {
    expect(postalCodeToFill(milano, 'Milano', field())).toBe('20121');
    expect(postalCodeToFill(milano, 'Pavia', field())).toBeUndefined();
    expect(postalCodeToFill([], 'Milano', field())).toBeUndefined();
  });

  it('replaces the code it filled for another town, never one the shopper wrote', () => {
    expect(postalCodeToFill(milano, 'Monza', field('20121', '20121'))).toBe('20900');
    expect(postalCodeToFill(milano, 'Monza', field('20125', '20121'))).toBeUndefined();
    expect(postalCodeToFill(milano, 'Milano', field('20121', '20121'))).toBeUndefined();
  });

  it('writes nothing while the shopper is in the field: her typing would land after it', () => {
    expect(postalCodeToFill(milano, 'Milano', field('', '', true))).toBeUndefined();
  });
});
