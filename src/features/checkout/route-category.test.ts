import { type EbsnClient, EbsnError } from '@sporta/sdk';
import { describe, expect, it } from 'vitest';
import { ROUTE_CATEGORY, routeCategoryDetour } from './route-category.server';

/** An API whose category lookup answers (or fails) as given. */
const api = (answer: () => Promise<unknown>) =>
  ({ category: { bySlug: answer } }) as unknown as EbsnClient;

const refusal = (httpStatus: number | undefined, errors: string[] = []) =>
  new EbsnError({ status: 1, errors, warnings: [], infos: [] }, { httpStatus });

describe('the category-by-slug check of Home, checkout, payment and its results (account §2)', () => {
  it('found: the page draws itself', async () => {
    const found = api(async () => ({ category: { categoryId: 9903, slug: 'checkout' } }));
    expect(await routeCategoryDetour(found, ROUTE_CATEGORY.checkout)).toBeUndefined();
  });

  it('missing (no category, the API refusing the slug, a 404): /not-found', async () => {
    expect(
      await routeCategoryDetour(
        api(async () => ({})),
        'home',
      ),
    ).toBe('/not-found');
    const refused = api(() => Promise.reject(refusal(200, ['Categoria inesistente'])));
    expect(await routeCategoryDetour(refused, 'payment')).toBe('/not-found');
    expect(
      await routeCategoryDetour(
        api(() => Promise.reject(refusal(404))),
        'home',
      ),
    ).toBe('/not-found');
  });

  it('no answer at all (offline, unreachable): /no-connection', async () => {
    const dropped = api(() => Promise.reject(refusal(undefined)));
    expect(await routeCategoryDetour(dropped, 'payment-error')).toBe('/no-connection');
    const network = api(() => Promise.reject(new TypeError('fetch failed')));
    expect(await routeCategoryDetour(network, 'payment-completed')).toBe('/no-connection');
  });

  it('a server error: the page draws itself and says what it can', async () => {
    expect(
      await routeCategoryDetour(
        api(() => Promise.reject(refusal(500))),
        'checkout',
      ),
    ).toBeUndefined();
  });
});
