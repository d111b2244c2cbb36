/**
 * The Italian tax code (codice fiscale) from name, surname, sex, birth date and Belfiore code
 * (account §7 tax-code helpers). Checking a code, and its control character, are @sporta/rules'.
 */
import { fiscalCodeControlChar } from '@sporta/rules';

const MONTHS = 'ABCDEHLMPRST';
const letters = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
const consonants = (text: string) => text.replace(/[AEIOU]/g, '');
const vowels = (text: string) => text.replace(/[^AEIOU]/g, '');

function surnamePart(surname: string): string {
  const clean = letters(surname);
  return `${consonants(clean)}${vowels(clean)}XXX`.slice(0, 3);
}

function namePart(name: string): string {
  const clean = letters(name);
  const c = consonants(clean);
  if (c.length >= 4) return `${c[0]}${c[2]}${c[3]}`;
  return `${c}${vowels(clean)}XXX`.slice(0, 3);
}

/** birthDate dd/mm/yyyy or yyyy-mm-dd; gender M or F. Undefined when an input is not usable. */
export function fiscalCode(input: {
  name: string;
  surname: string;
  gender: string;
  birthDate: string;
  belfiore: string;
}): string | undefined {
  const text = input.birthDate.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const date = iso ? [text, iso[3], iso[2], iso[1]] : /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (
    !date ||
    !/^[A-Z]\d{3}$/i.test(input.belfiore) ||
    !letters(input.name) ||
    !letters(input.surname)
  )
    return undefined;
  const [, day, month, year] = date;
  const monthLetter = MONTHS[Number(month) - 1];
  if (!monthLetter || Number(day) < 1 || Number(day) > 31) return undefined;
  const female = input.gender.trim().toUpperCase().startsWith('F');
  const dayPart = String(Number(day) + (female ? 40 : 0)).padStart(2, '0');
  const first15 = `${surnamePart(input.surname)}${namePart(input.name)}${(year ?? '').slice(2)}${monthLetter}${dayPart}${input.belfiore.toUpperCase()}`;
  return `${first15}${fiscalCodeControlChar(first15)}`;
}

/** Belfiore codes of the countries a shopper may be born in (foreign births use Z codes). */
export const COUNTRIES: readonly { id: string; name: string; belfiore: string }[] = [
  { id: 'IT', name: 'Italia', belfiore: '' },
  { id: 'FR', name: 'Francia', belfiore: 'Z110' },
  { id: 'DE', name: 'Germania', belfiore: 'Z112' },
  { id: 'GB', name: 'Regno Unito', belfiore: 'Z114' },
  { id: 'ES', name: 'Spagna', belfiore: 'Z131' },
  { id: 'CH', name: 'Svizzera', belfiore: 'Z133' },
  { id: 'RO', name: 'Romania', belfiore: 'Z129' },
  { id: 'AL', name: 'Albania', belfiore: 'Z100' },
  { id: 'MA', name: 'Marocco', belfiore: 'Z330' },
  { id: 'CN', name: 'Cina', belfiore: 'Z210' },
  { id: 'US', name: 'Stati Uniti d’America', belfiore: 'Z404' },
  { id: 'AR', name: 'Argentina', belfiore: 'Z600' },
  { id: 'BR', name: 'Brasile', belfiore: 'Z602' },
];
