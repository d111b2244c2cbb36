/**
 * The ingredient book's search (spec: account §7 "custom/ali/search (q)"; shopping §2 footer
 * "ingredients book"): the sheets of the counter products — name, code, ingredients, allergens —
 * matching a word or a product code. Server side only, like the page that shows them.
 *
 * Not through the content cache: queries are the shoppers' own words and would push Home's
 * slides and the menus out of its 50 entries. The page cache keeps each search page, tagged so
 * an editor's change to a sheet drops it (PURGE_PREFIXES `ingredient_sheet`).
 */
import { createContentClient } from '@sporta/sdk';
import { cmsUrl } from '../../../platform/config';
import { plainText } from '../../../platform/html/plain-text';
import { noteContentRead } from '../../../platform/server/caching/content-tags';
import { text } from '../content';
import { failureReason } from '../failure-reason';
import { sanitizeContent } from '../sanitize';

/** WordPress answers 400 below this (cms README `custom/ali/search`): asked for more, not sent. */
export const INGREDIENT_QUERY_MIN = 2;
/** A shopper's words, at most this long (like /search's). */
export const INGREDIENT_QUERY_MAX = 100;
const TIMEOUT_MS = 3000;

export interface IngredientSheet {
  id: number;
  title: string;
  productCode: string;
  allergens: string;
  ingredientsHtml: string;
}

export type IngredientSearch =
  | { state: 'none' }
  | { state: 'short' }
  | { state: 'unavailable' }
  | { state: 'found'; sheets: IngredientSheet[] };

/** The words of the page's `q`, trimmed and cut to INGREDIENT_QUERY_MAX. */
export const ingredientQueryOf = (url: URL) =>
  (url.searchParams.get('q') ?? '').trim().slice(0, INGREDIENT_QUERY_MAX);

export async function searchIngredients(q: string): Promise<IngredientSearch> {
  if (!q) return { state: 'none' };
  if (q.length < INGREDIENT_QUERY_MIN) return { state: 'short' };
  noteContentRead('ingredients:search');
  try {
    const found = await createContentClient({
      baseUrl: cmsUrl(),
      timeoutMs: TIMEOUT_MS,
    }).ingredients(q);
    return {
      state: 'found',
      sheets: found.map((sheet) => ({
        id: sheet.id,
        title: plainText(sheet.title),
        productCode: text(sheet, 'product_code'),
        allergens: plainText(text(sheet, 'allergens')),
        // Sanitised like every WordPress HTML (allergens come in <strong>, as EU 1169/2011 asks).
        ingredientsHtml: sanitizeContent(sheet.ingredients),
      })),
    };
  } catch (failure) {
    console.warn(`[content] ingredients search unavailable: ${failureReason(failure)}`);
    return { state: 'unavailable' };
  }
}
