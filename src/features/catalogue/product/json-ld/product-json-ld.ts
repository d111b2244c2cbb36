/**
 * The product page's structured data for search engines: schema.org Product with its offer and
 * BreadcrumbList, as JSON safe inside a script element.
 */
import { t } from '@sporta/i18n';
import { isInStock } from '@sporta/rules';
import type { Product } from '@sporta/sdk';
import { plainText } from '../../../../platform/html/plain-text';
import { productHref } from '../product-card';
import { productPicture, productTrail, sellingPrice } from '../product-page';

type JsonLd = Record<string, unknown>;

/** schema.org Product with its offer (when priced); URLs absolute from `origin` ('https://www.sporta.it'). */
export function productJsonLd(product: Product, origin: string): JsonLd {
  const url = new URL(productHref(product), origin).href;
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: plainText(product.name),
    image: [new URL(productPicture(product), origin).href],
    url,
  };
  const pack = plainText(product.description ?? '');
  if (pack) data.description = pack;
  const barcode = product.barcode?.trim();
  if (barcode) {
    data.sku = barcode;
    if (/^\d{13}$/.test(barcode)) data.gtin13 = barcode;
  }
  const brand = plainText(product.shortDescr ?? product.vendor?.name ?? '');
  if (brand) data.brand = { '@type': 'Brand', name: brand };
  const price = sellingPrice(product);
  // Without a price there is no offer to describe.
  if (price !== undefined)
    data.offers = {
      '@type': 'Offer',
      price: price.toFixed(2),
      priceCurrency: 'EUR',
      availability: isInStock(product)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      url,
    };
  return data;
}

/** schema.org BreadcrumbList: Home, the categories that have a page, the product. */
export function breadcrumbJsonLd(product: Product, origin: string): JsonLd {
  const categories = productTrail(product)
    .slice(0, -1)
    .flatMap((crumb) => (crumb.href ? [{ name: crumb.label, href: crumb.href }] : []));
  const steps = [
    { name: t('content.breadcrumb.home'), href: '/' },
    ...categories,
    { name: plainText(product.name), href: productHref(product) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: new URL(step.href, origin).href,
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: no `<` left, so nothing can close it. */
export const jsonLdText = (data: JsonLd) => JSON.stringify(data).replaceAll('<', '\\u003c');
