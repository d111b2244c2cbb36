export { CartSummary, type CartSummaryProps, CheckoutBar, OrderTotals } from './CartSummary';
