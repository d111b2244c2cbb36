import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from './profile-form';
import { lacksWhatProvidersSay, socialPrefill } from './social-prefill';

const google = {
  provider: 'google',
  email: 'cliente.5001@gmail.example',
  person: { firstName: 'Cliente', lastName: 'Prova', gender: 'F', birthDate: '14/03/1991' },
};
const bare = { ...EMPTY_PROFILE, firstName: 'Cliente', lastName: 'Prova 5001' };

describe('socialPrefill', () => {
  it('fills only the empty fields a provider may say, naming the provider', () => {
    expect(socialPrefill(bare, google)).toEqual({
      provider: 'Google',
      fields: ['gender', 'birthDate'],
      values: { ...bare, gender: 'F', birthDate: '14/03/1991' },
    });
  });

  it('takes nothing over what the shopper has, nor from an answer without a person', () => {
    const full = { ...bare, gender: 'M', birthDate: '01/01/1980' };
    expect(socialPrefill(full, google)).toBeUndefined();
    expect(socialPrefill(bare, { provider: 'google' })).toBeUndefined();
    expect(socialPrefill(bare, null)).toBeUndefined();
  });

  it('is asked only while something a provider could say is missing', () => {
    expect(lacksWhatProvidersSay(bare)).toBe(true);
    expect(lacksWhatProvidersSay({ ...bare, gender: 'F', birthDate: '14/03/1991' })).toBe(false);
  });
});
