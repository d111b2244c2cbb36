/**
 * A product of the API as the shop shows it on a card (spec: shopping §2 Category and Search,
 * §3 Product): name, brand, pack, picture, price with the struck standard price of a promo, the
 * promo's text (HTML entities decoded, never injected), and a unit price for every product
 * (EU directive 98/6/EC): per kg or l from the API or the piece's weight, else per piece; loose
 * goods (Sfuso) are priced per kg.
 */
import { t } from '@sporta/i18n';
import { fromCents, sellingRule, toCents, unitPrice } from '@sporta/rules';
import type { Product } from '@sporta/sdk';
import type { ProductCardProps } from '@sporta/ui-kit';
import { plainText } from '../../../platform/html/plain-text';
import type { ListSlotProduct } from '../../../platform/slots/list-slot';

/** The page of a product. */
export const productHref = (product: Pick<Product, 'slug' | 'productId'>) =>
  `/product/${encodeURIComponent(product.slug ?? String(product.productId))}`;

/** The picture of a card: the API's thumb, or the shop's placeholder. */
export const PRODUCT_PLACEHOLDER = '/images/product-placeholder.svg';

export function productCard(product: Product): ProductCardProps {
  const card: ProductCardProps = {
    name: plainText(product.name),
    href: productHref(product),
    imageSrc: product.mediaURL || product.mediaURLMedium || PRODUCT_PLACEHOLDER,
    price: productPrice(product),
  };
  const brand = product.shortDescr ? plainText(product.shortDescr) : '';
  if (brand) card.shortDescr = brand;
  const pack = product.description ? plainText(product.description) : '';
  if (pack) card.description = pack;
  const promo = promoText(product);
  if (promo) {
    card.promo = { text: promo };
    const cssClass = product.warehousePromo?.view?.cssClass;
    if (cssClass) card.promo.cssClass = cssClass;
    if (product.warehousePromo?.selectable) card.promo.selectable = true;
  }
  return card;
}

/** Selling price, promo's standard price, what the price is for, and the unit price. */
export function productPrice(product: Product): ProductCardProps['price'] {
  const price = product.priceDisplay ?? product.price ?? 0;
  const shown: ProductCardProps['price'] = { price };
  if (product.priceStandardDisplay !== undefined && product.priceStandardDisplay > price)
    shown.standardPrice = product.priceStandardDisplay;
  if (isLoose(product)) {
    // Loose goods: the price is already per kg (weightUnitDisplay KG).
    shown.per = (product.priceUnitDisplay || 'kg').toLowerCase();
    return shown;
  }
  const measure = measureOf(product, price);
  shown.measure = measure ?? { price, unit: t('cart.unit.piece') };
  return shown;
}

/** True for goods sold by weight (TIPOLOGIA Sfuso). */
export const isLoose = (product: Product) =>
  sellingRule({ productInfos: product.productInfos }).kind === 'weight';

/** The unit of priceUmDisplay, as the card writes it ('kg' or 'l'); undefined for pieces. */
const MEASURE_UNITS: Readonly<Record<string, 'kg' | 'l'>> = { KG: 'kg', L: 'l', LT: 'l' };

function measureOf(product: Product, price: number) {
  const unit = MEASURE_UNITS[product.unitMeasureBase?.um?.toUpperCase() ?? ''];
  if (product.priceUmDisplay !== undefined && product.priceUmDisplay > 0 && unit)
    return { price: product.priceUmDisplay, unit };
  const computed = unitPrice(toCents(price), { productInfos: product.productInfos ?? {} });
  return computed ? { price: fromCents(computed.cents), unit: computed.per } : undefined;
}

/** The promo's text: the view's body (decoded), else the discount as '-30%'. */
export function promoText(product: Product): string | undefined {
  const promo = product.warehousePromo;
  if (!promo) return undefined;
  const body = plainText(promo.view?.body ?? promo.view?.header ?? '');
  if (body) return body;
  if (promo.discountPerc !== undefined && promo.discountPerc > 0)
    return `-${Math.round(promo.discountPerc)}%`;
  return t('cart.line.promo');
}

/** What a product's 'Salva nella lista' button carries (platform/slots/list-slot.ts). */
export const listSlotOf = (
  product: Pick<Product, 'productId' | 'name' | 'minAcq' | 'productInfos'>,
): ListSlotProduct => ({
  productId: product.productId,
  name: plainText(product.name),
  rule: sellingRule(product),
});
