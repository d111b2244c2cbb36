/**
 * The registration module's one chooser (spec: account §7; README REGISTRATION_MODULE): the
 * setting's values, and which call each screen makes with either module.
 */
import { describe, expect, it } from 'vitest';
import {
  PERSON_INFO_FIDELITY_CARD,
  registrationCalls,
  registrationModuleOf,
} from './registration-module';

describe('registrationModuleOf', () => {
  it.each([
    [undefined, 'chain'],
    ['', 'chain'],
    ['chain', 'chain'],
    [' Generic ', 'generic'],
  ])('reads %j as %s', (value, module) => {
    expect(registrationModuleOf(value)).toBe(module);
  });

  it.each(['foo', 'iperal ', 'generico', 'chain,generic'])(
    'refuses %j, naming the setting, instead of defaulting',
    (value) => {
      expect(() => registrationModuleOf(value)).toThrow(/REGISTRATION_MODULE="/);
    },
  );
});

describe('registrationCalls on the credential screens', () => {
  /** Areas whose every call answers its own name, so a test reads which one a screen made. */
  const named = <T extends string>(names: readonly T[]) =>
    Object.fromEntries(
      names.map((name) => [name, (...args: unknown[]) => Promise.resolve({ name, args })]),
    );
  const areas = {
    accountModule: named([
      'user',
      'register',
      'checkUser',
      'updateUser',
      'confirmRegistration',
      'updateCredentials',
      'requestPasswordReset',
      'updateEmail',
    ]),
    registration: named([
      'detail',
      'register',
      'confirm',
      'updateDetail',
      'changePassword',
      'requestPasswordReset',
      'requestEmailChange',
      'updateContact',
    ]),
  } as unknown as Parameters<typeof registrationCalls>[0];

  it.each([
    ['chain', 'updateCredentials', 'requestPasswordReset', 'updateEmail'],
    ['generic', 'changePassword', 'requestPasswordReset', 'requestEmailChange'],
  ] as const)(
    'with the %s module, the screens make its own calls',
    async (module, password, reset, email) => {
      const calls = registrationCalls(areas, module);
      expect(await calls.changePassword('Vecchia1', 'Nuovissima9')).toMatchObject({
        name: password,
        args: ['Vecchia1', 'Nuovissima9'],
      });
      const asked = (await calls.requestPasswordReset({ email: 'a@example.it' })) as {
        name: string;
        args: unknown[];
      };
      expect(asked.name).toBe(reset);
      // The chain's request-reset-password takes the e-mail alone.
      expect(asked.args[0]).toEqual(
        module === 'chain' ? 'a@example.it' : { email: 'a@example.it' },
      );
      expect(await calls.changeEmail('b@example.it', 'Segreta1')).toMatchObject({ name: email });
    },
  );
});

describe('registrationCalls on the profile page', () => {
  it('saves the contact apart only with the generic module (update_contact)', async () => {
    const areas = {
      accountModule: {},
      registration: { updateContact: (contact: unknown) => Promise.resolve({ contact }) },
    } as unknown as Parameters<typeof registrationCalls>[0];
    expect(registrationCalls(areas, 'chain').updateContact).toBeUndefined();
    expect(
      await registrationCalls(areas, 'generic').updateContact?.({ phone: '3471234567' }),
    ).toEqual({ contact: { phone: '3471234567' } });
  });
});

describe('registrationCalls on the loyalty card', () => {
  it('saves the card as a person info with the generic module, by update-info-user with the chain', async () => {
    const areas = {
      accountModule: { updateInfo: (info: unknown) => Promise.resolve({ updateInfo: info }) },
      registration: {
        updatePersonInfo: (personInfoTypeId: number, value: string) =>
          Promise.resolve({ updatePersonInfo: { personInfoTypeId, value } }),
      },
    } as unknown as Parameters<typeof registrationCalls>[0];
    expect(await registrationCalls(areas, 'generic').updateCard('0123456789')).toEqual({
      updatePersonInfo: { personInfoTypeId: PERSON_INFO_FIDELITY_CARD, value: '0123456789' },
    });
    expect(await registrationCalls(areas, 'chain').updateCard('0123456789')).toEqual({
      updateInfo: { fidelity: '0123456789' },
    });
  });
});

describe('registrationCalls on the billing address', () => {
  it('saves it with update_billing_address with the generic module; the chain has none', async () => {
    const areas = {
      accountModule: {},
      registration: { updateBillingAddress: (body: unknown) => Promise.resolve({ body }) },
    } as unknown as Parameters<typeof registrationCalls>[0];
    const address = { address1: 'Via Roma 1', postalCode: '20121', city: 'Milano', province: 'MI' };
    expect(registrationCalls(areas, 'chain').updateBillingAddress).toBeUndefined();
    expect(await registrationCalls(areas, 'generic').updateBillingAddress?.(address)).toEqual({
      body: address,
    });
  });
});

describe('registrationCalls after a social sign-in', () => {
  it('reads what the provider says with social_user_detail under the generic module; the chain has none', async () => {
    const areas = {
      accountModule: {},
      registration: { socialDetail: () => Promise.resolve({ provider: 'google' }) },
    } as unknown as Parameters<typeof registrationCalls>[0];
    expect(registrationCalls(areas, 'chain').socialProfile).toBeUndefined();
    expect(await registrationCalls(areas, 'generic').socialProfile?.()).toEqual({
      provider: 'google',
    });
  });
});
