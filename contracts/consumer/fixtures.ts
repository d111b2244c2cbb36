/** Answer shapes the consumer reads, as matchers (types, not incidental values). */
import { MatchersV3 } from '@pact-foundation/pact';

const { like, integer, number, eachLike, string, regex, boolean, decimal } = MatchersV3;

export const product = (productId = 101, name = 'Spaghetti n.5 500 g') => ({
  productId: integer(productId),
  name: string(name),
  slug: string('spaghetti-n5'),
  priceDisplay: number(1.29),
});

export const cartLine = (itemId = 'i1', quantity = 2) => ({
  itemId: string(itemId),
  quantity: number(quantity),
  product: product(),
});

/** A cart with lines (eachLike: one or more lines of this shape). */
export const cartWithLines = (quantity = 2) => ({
  cartId: integer(55),
  totalItems: integer(2),
  user: { userId: integer(1001) },
  cartItems: eachLike(cartLine('i1', quantity)),
});

export const emptyCart = () => ({ cartId: integer(55), totalItems: integer(0), cartItems: [] });

export const ok = (data?: unknown) => ({
  response: { status: integer(0) },
  ...(data === undefined ? {} : { data }),
});

/** A refusal as the shop sends it: status 1 and the text to show. */
export const refused = (text: string) => ({
  response: { status: integer(1), errors: eachLike({ error: string(text) }) },
});

export const page = () => ({
  selPage: integer(1),
  totPages: integer(1),
  totItems: integer(1),
  itemsPerPage: integer(24),
});

export { boolean, decimal, eachLike, integer, like, number, regex, string };
