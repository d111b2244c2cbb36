/**
 * The registration module's one chooser (spec: account §7; README REGISTRATION_MODULE): the
 * setting's values, and which call each screen makes with either module.
 */
import { describe, expect, it } from 'vitest';
import { registrationModuleOf } from './registration-module';

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
