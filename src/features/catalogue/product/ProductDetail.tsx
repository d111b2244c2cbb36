/**
 * The product page's view (spec: shopping §2 /product/:slug; §3 Product, Product infos): the
 * breadcrumb, the large picture (the page's LCP: sized, loaded at once), name, brand, pack,
 * price and promo, the option selector, the quantity to add and "Aggiungi", and beside
 * the picture what the product is sold by (issue 38: no empty half page); the API's descriptions
 * (sanitised HTML), its videos, and the JSON-LD of the product and of the breadcrumb. No script:
 * static markup, which the cart's controls bring to life. The page allows the video host when
 * `productVideos` finds any.
 *
 * The view follows from the product as the API gave it, the shop's origin and hosts alone
 * (nothing of the shopper, the hour or the request): kept once rendered, as the cards are
 * (issue 42), so a product page renders only its shell again.
 */
import { addMessages, t } from '@sporta/i18n';
import { product as productTexts } from '@sporta/i18n/messages/product';
import type { Product } from '@sporta/sdk';
import { PriceDisplay, PromoBadge, VideoEmbed } from '@sporta/ui-kit';
import { keptMarkup } from '../../../platform/html/kept-markup';
import { serverMarkup } from '../../../platform/html/server-markup';
import { CART_CONTROLS_INTENT } from '../../../platform/slots/cart-slot';
import { SaveToListButton } from '../../../platform/slots/SaveToListButton';
import { BreadcrumbTrail } from '../../../shell/frame/BreadcrumbTrail';
import { CartSlot } from './CartSlot';
import { breadcrumbJsonLd, jsonLdText, productJsonLd } from './json-ld/product-json-ld';
import { ProductOptions } from './ProductOptions';
import { listSlotOf, productCard } from './product-card';
import { productDescriptions } from './product-descriptions';
import {
  PRODUCT_FORM_ID,
  PRODUCT_QUANTITY_ID,
  productOptions,
  selectablePromo,
} from './product-options';
import {
  productFacts,
  productPack,
  productPicture,
  productTrail,
  productVideos,
  quantityOptions,
  videoTitle,
} from './product-page';

addMessages(productTexts);

interface Where {
  /** The shop's public origin (platform/server/public-origin.ts), for the JSON-LD's absolute URLs. */
  origin: string;
  /** The shop's own hosts: their links in the descriptions stay in the tab (safe-html.ts). */
  shopHosts: readonly string[];
}

function BuyControls({ product }: { product: Product }) {
  const quantities = quantityOptions(product);
  return (
    <div className="product__cart">
      {quantities.length > 0 && (
        <span className="product__quantity">
          <label htmlFor={PRODUCT_QUANTITY_ID}>{t('product.quantity')}</label>
          <select id={PRODUCT_QUANTITY_ID} data-intent-for={CART_CONTROLS_INTENT}>
            {quantities.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
      <CartSlot
        product={product}
        optionsForm={PRODUCT_FORM_ID}
        {...(quantities.length > 0 ? { quantityField: PRODUCT_QUANTITY_ID } : {})}
      />
      <SaveToListButton product={listSlotOf(product)} />
    </div>
  );
}

function Summary({ product }: { product: Product }) {
  const card = productCard(product);
  const options = productOptions(product);
  const promo = selectablePromo(product);
  const pack = productPack(product);
  return (
    <div className="product__summary">
      {card.shortDescr && <p className="product__brand">{card.shortDescr}</p>}
      <h1 className="product__name">{card.name}</h1>
      {pack && <p className="product__pack">{pack}</p>}
      {card.promo && <PromoBadge {...card.promo} />}
      <div className="product__price">
        <PriceDisplay {...card.price} size="lg" />
      </div>
      {(options.length > 0 || promo) && (
        <ProductOptions productId={product.productId} options={options} promo={promo} />
      )}
      <BuyControls product={product} />
      <section className="product__section product__facts-section" aria-labelledby="product-facts">
        <h2 id="product-facts">{t('product.info.title')}</h2>
        <dl className="product__facts">
          {productFacts(product).map((fact) => (
            <div key={fact.label} className="product__fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

export function ProductDetail({ product, origin, shopHosts }: { product: Product } & Where) {
  const videos = productVideos(product);
  return (
    <>
      <BreadcrumbTrail trail={productTrail(product)} />
      <article className="product">
        <div className="product__media">
          <img
            className="product__picture"
            src={productPicture(product)}
            alt={productCard(product).name}
            width="600"
            height="600"
            fetchPriority="high"
          />
        </div>
        <Summary product={product} />
        {productDescriptions(product, shopHosts).map((description) => (
          <section
            key={description.key}
            className="product__section"
            aria-labelledby={`product-${description.key}`}
          >
            <h2 id={`product-${description.key}`}>{description.title}</h2>
            <div
              className="product__text"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by productDescriptions (safeHtml)
              dangerouslySetInnerHTML={{ __html: description.html }}
            />
          </section>
        ))}
        {videos.length > 0 && (
          <section className="product__section product__videos" aria-labelledby="product-videos">
            <h2 id="product-videos">{t('product.video.title')}</h2>
            {videos.map((url, index) => (
              <VideoEmbed key={url} url={url} title={videoTitle(product, index, videos.length)} />
            ))}
          </section>
        )}
      </article>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every < escaped (jsonLdText)
        dangerouslySetInnerHTML={{ __html: jsonLdText(productJsonLd(product, origin)) }}
      />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every < escaped (jsonLdText)
        dangerouslySetInnerHTML={{ __html: jsonLdText(breadcrumbJsonLd(product, origin)) }}
      />
    </>
  );
}

// ~10 KB a view: 500 products are a few MB.
const keptViews = keptMarkup<Product>(500);

/** The product's view as HTML, kept once rendered (per product, origin and shop hosts). */
export function productDetailMarkup(product: Product, where: Where): string {
  return keptViews(product, `${where.origin} ${where.shopHosts.join(',')}`, () =>
    serverMarkup(<ProductDetail product={product} {...where} />),
  );
}
