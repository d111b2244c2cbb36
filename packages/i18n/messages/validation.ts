/**
 * Form validation messages every form may need (spec: account §5, shopping §5): required and
 * the login's. packages/rules/src/validators.ts returns these keys; the rules of longer forms
 * (phone, postal code, lengths, tax codes…) have theirs in validation-more.ts.
 */
export const validation = {
  'validation.required': 'Campo obbligatorio',
  'validation.emailRequired': "Digitare l'e-mail",
  'validation.passwordRequired': 'Digitare la password',
  'validation.email': 'Digitare una e-mail valida',
} as const;
