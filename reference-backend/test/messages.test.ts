/**
 * The texts the backend quotes from the spec are the storefront's own: each SPEC_TEXTS key is a key
 * of the @sporta/i18n catalogue with the same words, so a shopper reads one text for one error
 * whether the storefront or the backend says it. The catalogue is imported by package name, so it
 * can move inside the workspace without this test following it.
 */
import { messages } from '@sporta/i18n/messages';
import { describe, expect, it } from 'vitest';
import { BACKEND_TEXTS, SPEC_TEXTS } from '../messages.ts';

const catalogue: Readonly<Record<string, string>> = messages;

describe('the spec texts of the backend', () => {
  it('are all keys of the storefront catalogue', () => {
    const missing = Object.keys(SPEC_TEXTS).filter((key) => !(key in catalogue));
    expect(missing).toEqual([]);
  });

  it('say word for word what the catalogue says', () => {
    // One comparison of the whole table, so a failure lists every text that drifted at once.
    const catalogueTexts = Object.fromEntries(
      Object.keys(SPEC_TEXTS).map((key) => [key, catalogue[key]]),
    );
    expect(SPEC_TEXTS).toEqual(catalogueTexts);
  });

  it("leave no backend text repeating the catalogue's word for word", () => {
    // A text the storefront has too belongs in SPEC_TEXTS under the catalogue's key, so the
    // comparison above keeps the two equal; BACKEND_TEXTS only holds the backend's own words.
    const texts = new Map(Object.entries(catalogue).map(([key, text]) => [text, key]));
    const repeated = Object.entries(BACKEND_TEXTS).flatMap(([key, text]) => {
      const catalogueKey = texts.get(text);
      return catalogueKey ? [`${key} = ${catalogueKey}`] : [];
    });
    expect(repeated).toEqual([]);
  });

  it('write the apostrophe as the storefront does: typographic, but in the spec’s quotes', () => {
    // The spec's quotes are SPEC_TEXTS, kept equal to the catalogue (its copy test checks them).
    const straight = Object.entries(BACKEND_TEXTS).filter(([, text]) => /\p{L}'\p{L}/u.test(text));
    expect(straight).toEqual([]);
  });
});
