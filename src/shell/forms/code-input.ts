/**
 * How the shop's codes are typed (a fiscal code, a company's code, a workplace code): in capitals,
 * with no spelling correction or autofill, and kept trimmed and in capitals as the shop stores them.
 */
export const CODE_INPUT = {
  autoCapitalize: 'characters',
  spellCheck: false,
  autoComplete: 'off',
} as const;

export const asCode = (value: string) => value.trim().toUpperCase();
