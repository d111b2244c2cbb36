/**
 * What other features may use of the checkout: the payment retry of a placed order (the order
 * detail offers it, issue 26) — the component and its texts, never a copy.
 */
export { type PaymentType, paymentTypeLabel } from './checkout';
export {
  default as PaymentRetry,
  type PaymentRetryProps,
  type PaymentRetryTexts,
} from './PaymentRetry';
