/** What other features may use of the catalogue: a product as the shop shows it. */
export {
  listSlotOf,
  PRODUCT_PLACEHOLDER,
  productCard,
  productHref,
  productPrice,
} from './product/product-card';
