/**
 * The Italian codice fiscale of a person (spec: account §5 "Italian tax code: pattern check,
 * case-insensitive"): its format, and its control character for forms that want more.
 */

/** Omocodia letters standing for the digits 0-9. */
const OMOCODIA = 'LMNPQRSTUV';
const MONTH_LETTERS = 'ABCDEHLMPRST';
const DIGIT = `[0-9${OMOCODIA}]`;
const FISCAL_CODE = new RegExp(
  `^[A-Z]{6}${DIGIT}{2}[${MONTH_LETTERS}]${DIGIT}{2}[A-Z]${DIGIT}{3}[A-Z]$`,
  'i',
);
/** Positions (0-based) that hold digits or, for homonyms, omocodia letters. */
const NUMERIC_POSITIONS = [6, 7, 9, 10, 12, 13, 14] as const;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const decodeDigit = (char: string) => {
  const omocodia = OMOCODIA.indexOf(char);
  return omocodia >= 0 ? omocodia : Number(char);
};

/**
 * The 16-character personal codice fiscale, case-insensitive (account §5 "pattern check").
 * Beyond the pattern: omocodia letters replace digits from the right, so once a numeric
 * position holds a letter every later one does; the day is 1-31 (men) or 41-71 (women) and
 * fits the month (29 February allowed, the century is unknown). The control character is
 * checked separately by `fiscalCodeChecksumValid`.
 */
export function fiscalCodeFormatValid(value: string): boolean {
  if (!FISCAL_CODE.test(value)) return false;
  const code = value.toUpperCase();
  const numeric = NUMERIC_POSITIONS.map((position) => code.charAt(position));
  const firstLetter = numeric.findIndex((char) => OMOCODIA.includes(char));
  if (firstLetter >= 0 && numeric.slice(firstLetter).some((char) => !OMOCODIA.includes(char))) {
    return false;
  }
  const rawDay = decodeDigit(code.charAt(9)) * 10 + decodeDigit(code.charAt(10));
  const day = rawDay > 40 ? rawDay - 40 : rawDay;
  const maxDay = DAYS_IN_MONTH[MONTH_LETTERS.indexOf(code.charAt(8))] ?? 0;
  return day >= 1 && day <= maxDay;
}

/** Values of characters in odd positions (1st, 3rd, …) for the control character; by 0-9, A-Z. */
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
] as const;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Index of a digit or letter in 0-9 (digits) or A-Z (letters): the even-position value. */
const baseValue = (char: string) => (/\d/.test(char) ? Number(char) : ALPHABET.indexOf(char));

/** The control character (16th) the first 15 characters of a fiscal code call for. */
export function fiscalCodeControlChar(first15: string): string {
  let sum = 0;
  for (const [index, char] of [...first15.toUpperCase()].entries()) {
    const value = baseValue(char);
    sum += index % 2 === 0 ? (ODD_VALUES[value] ?? 0) : value;
  }
  return ALPHABET.charAt(sum % 26);
}

/** True when a well-formed fiscal code ends with the control character its first 15 call for. */
export function fiscalCodeChecksumValid(value: string): boolean {
  if (!fiscalCodeFormatValid(value)) return false;
  const code = value.toUpperCase();
  return fiscalCodeControlChar(code.slice(0, 15)) === code.charAt(15);
}
