/** The language of the interface (spec: account §9: language 'it', currency EUR). */
export const LANGUAGE = 'it';
export const LOCALE = 'it-IT';
export const CURRENCY = 'EUR';
