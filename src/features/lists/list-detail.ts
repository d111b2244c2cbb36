/**
 * What the list detail shows of each product (account §2 'Dettaglio lista'; shopping §3
 * Wishlist): the card's picture, name and price in the shopper's price context (the server asked
 * with the shopper's session), whether it is available, how much is saved and by which selling
 * rule it steps. Pure: the page hands these rows to the island.
 */
import { t } from '@sporta/i18n';
import { type SellingRule, sellingRule } from '@sporta/rules';
import type { ProductCardProps } from '@sporta/ui-kit';
import { unitOf } from '../cart';
import { listLinesOf, type Wishlist } from './list-rows';

export interface ListProductRow {
  itemId: string;
  productId: number;
  name: string;
  shortDescr?: string;
  href: string;
  imageSrc: string;
  price: ProductCardProps['price'];
  /** In wishlistItems (true) or wishlistInactiveItems (false). */
  available: boolean;
  /** The quantity saved (kilograms for loose goods). */
  quantity: number;
  rule: SellingRule;
  /** 'pz', 'conf' or 'kg'. */
  unit: string;
}

type Product = NonNullable<NonNullable<Wishlist['wishlistItems']>[number]['product']>;

export function listProductRowsOf(
  list: Wishlist,
  cardOf: (product: Product) => ProductCardProps,
): ListProductRow[] {
  return listLinesOf(list).flatMap(({ item, available }) => {
    const product = item.product;
    if (!product || item.itemId === undefined) return [];
    const card = cardOf(product);
    const rule = sellingRule(product);
    return [
      {
        itemId: String(item.itemId),
        productId: product.productId,
        name: card.name,
        ...(card.shortDescr ? { shortDescr: card.shortDescr } : {}),
        href: card.href,
        imageSrc: card.imageSrc,
        price: card.price,
        available,
        quantity: item.weight ?? item.quantity ?? 0,
        rule,
        unit: unitOf(rule, t('cart.unit.piece'), t('cart.unit.pack')),
      },
    ];
  });
}

/** A list id of the address: digits only, no leading zero; anything else is no list. */
export function listIdParam(param: string | undefined): number | undefined {
  if (!param || !/^[1-9]\d{0,14}$/.test(param)) return undefined;
  return Number(param);
}
