/**
 * The cart drawer's footer (issue 38 §7): TOTALE and 'Concludi ordine', always in view however
 * many lines scroll above them. The same total as the summary's (cart-totals.ts).
 */
import { useStore } from '@nanostores/react';
import { CheckoutBar } from '@sporta/ui-kit';
import type { Cart } from '../cart';
import { $cartTerms } from '../cart-terms';
import { cartTotals } from './cart-totals';

export function DrawerCheckout({ cart }: { cart: Cart }) {
  const terms = useStore($cartTerms);
  return <CheckoutBar grandTotal={cartTotals(cart, terms?.feeRows).grandTotal} />;
}
