export { CartSummary, type CartSummaryProps, OrderTotals } from './CartSummary';
