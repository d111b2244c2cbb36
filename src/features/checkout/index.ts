/**
 * What other features may use of the checkout: the payment retry of a placed order (the order
 * detail offers it, issue 26) — the component and its texts, never a copy; the shape of a gift
 * certificate it applies (the advantages page lists them, issue 29).
 */

export { type PaymentType, paymentTypeLabel } from './checkout';
export type { GiftCertificate } from './checkout-options';
export {
  default as PaymentRetry,
  type PaymentRetryProps,
  type PaymentRetryTexts,
} from './payment/PaymentRetry';
