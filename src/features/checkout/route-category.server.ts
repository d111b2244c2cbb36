/**
 * The category-by-slug check of Home, checkout, payment and the payment results (spec: account §2
 * "Category and several other routes load the category by slug first. If it is missing the user
 * goes to /not-found, or to /no-connection when offline. Home, checkout, payment, payment-error
 * and payment-completed run a similar check."). The route's content category is looked up on the
 * server before the page is drawn: where the shopper goes instead, or nowhere.
 */
import { type EbsnClient, EbsnError } from '@sporta/sdk';
import { isUnknownAnswer } from '../../platform/results/failure-text';
import { isMissing, lookUp } from '../../platform/results/outcome';
import { NO_CONNECTION_PATH, NOT_FOUND_PATH } from '../../platform/routes';

/** The slugs of those routes' categories, as the API knows them. */
export const ROUTE_CATEGORY = {
  home: 'home',
  checkout: 'checkout',
  payment: 'payment',
  paymentError: 'payment-error',
  paymentCompleted: 'payment-completed',
} as const;

export type RouteCategory = (typeof ROUTE_CATEGORY)[keyof typeof ROUTE_CATEGORY];

/** No answer at all (a dropped connection, a timeout): the API is out of reach, "offline". */
const unreachable = (error: unknown) =>
  !(error instanceof EbsnError) || error.httpStatus === undefined;

/**
 * /not-found when the API says the route's category is missing, /no-connection when the API did
 * not answer; undefined otherwise. Another failure (a server error) lets the page draw itself and
 * say what it can: its own calls show their failures where the content would be.
 */
export async function routeCategoryDetour(
  ebsn: EbsnClient,
  slug: RouteCategory,
): Promise<string | undefined> {
  let offline = false;
  const lookup = await lookUp(async () => {
    try {
      return (await ebsn.category.bySlug(slug, { filtered: true, depth: 0 })).category ?? undefined;
    } catch (error) {
      offline = !isUnknownAnswer(error) && unreachable(error);
      throw error;
    }
  });
  if (isMissing(lookup)) return NOT_FOUND_PATH;
  return offline ? NO_CONNECTION_PATH : undefined;
}
