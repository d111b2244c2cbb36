/**
 * What the order detail says (spec: account §2 "Orders area", §3 Order): its lines grouped as the
 * order has them — one group a suborder — each with the product's name, the quantity or the weight
 * and the line's total, and how it is paid. Pure: the page (OrderDetail.astro) only lays them out.
 */
import { formatPrice, formatQuantity, formatWeight, t } from '@sporta/i18n';
import { sellingRule } from '@sporta/rules';
import type { Order } from '@sporta/sdk';
import { plainText } from '../../../platform/html/plain-text';
import type { ListSlotProduct } from '../../../platform/slots/list-slot';
import { unitOf } from '../../cart';
import { listSlotOf } from '../../catalogue';

/** The detail's query after the order was cancelled from it (order-actions.ts): the page says so. */
export const CANCELLED_PARAM = 'annullato';

type Suborder = NonNullable<Order['suborders']>[number];
type SuborderItem = NonNullable<Suborder['suborderItems']>[number];

export interface DetailLine {
  id: string;
  name: string;
  /** '3 pz', '2 conf' or '1,25 kg': the count always with what it counts (the cart's unit). */
  amount: string;
  /** The product's pack as its card writes it ('500 g', '3 x 500 g'), when the API gives it. */
  pack?: string;
  /** '4,50 €', or '' when the API gives none. */
  total: string;
  /** What its 'Salva nella lista' button carries; undefined for a line without its product. */
  product?: ListSlotProduct;
}

export interface DetailGroup {
  id: string;
  lines: DetailLine[];
}

function lineOf(item: SuborderItem, index: number): DetailLine {
  const product = item.product;
  const name = [product?.name, product?.shortDescr].filter(Boolean).join(' ').trim();
  const pack = product?.description ? plainText(product.description) : '';
  // The selling rule of @sporta/rules says what the count is in, as the cart line says it.
  const rule = sellingRule(product ?? {});
  const weighed = item.weight !== undefined && item.weight !== null;
  return {
    id: String(item.orderItemId ?? index),
    name: name || '—',
    amount: weighed
      ? formatWeight(item.weight ?? 0, 'kg')
      : `${formatQuantity(item.quantity ?? 0)} ${unitOf(rule, t('cart.unit.piece'), t('cart.unit.pack'))}`,
    ...(pack ? { pack } : {}),
    total: item.grossTotal === undefined ? '' : formatPrice(item.grossTotal),
    ...(product?.productId === undefined ? {} : { product: listSlotOf(product) }),
  };
}

/** The order's lines by suborder, in the order's order; suborders without lines are left out. */
export function orderLineGroups(order: Order): DetailGroup[] {
  return (order.suborders ?? []).flatMap((suborder, index) => {
    const lines = (suborder.suborderItems ?? []).map(lineOf);
    return lines.length ? [{ id: String(suborder.suborderId ?? index), lines }] : [];
  });
}

/** 'Carta di credito' as the shop names it, or nothing. */
export function paymentName(order: Order): string | undefined {
  return order.paymentType?.name?.trim() || undefined;
}

/** The id of the path, or undefined when it is not one (letters, zero, a sign, decimals). */
export function orderIdOf(param: string | undefined): number | undefined {
  if (!param || !/^[1-9]\d{0,14}$/.test(param)) return undefined;
  return Number(param);
}
