/** The search box: saved search words and typeahead suggestions (spec: shopping §3 Search word, §9). */
export const search = {} as const;
