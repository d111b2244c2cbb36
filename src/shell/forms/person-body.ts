/** The person as registration and the profile send it: trimmed, the fiscal code in capitals. */
import type { PersonValues } from './PersonFields';

export function personBodyOf(values: PersonValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    gender: values.gender,
    birthDate: values.birthDate.trim(),
    birthPlace: values.birthPlace.trim(),
    fiscalCode: values.fiscalCode.trim().toUpperCase(),
  };
}
