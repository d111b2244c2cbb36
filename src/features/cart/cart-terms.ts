/**
 * What the cart summary's hints need (spec: shopping §2 "Cart summary panel", §9 delivery-fee
 * hint; §7 `delivery-fee/view`, `cart/purchase-restriction`): loaded once per page, quietly.
 */
import { type DeliveryFeeRow, toCents } from '@sporta/rules';
import { cartArea } from '@sporta/sdk';
import { atom } from 'nanostores';
import { backgroundCore } from '../../shell/hydration/background-core';

/** What the summary's hints need: the delivery-fee rows and the minimum purchase, in cents. */
export interface CartTerms {
  feeRows: readonly DeliveryFeeRow[];
  minimumCents: number;
}

export const $cartTerms = atom<CartTerms | null>(null);
let termsAsked = false;

/**
 * Loads the fee rows and the minimum purchase once per page (the drawer's first opening). Quietly:
 * a missing hint is no reason to bother the shopper; the next opening asks again.
 */
export function loadCartTerms(): void {
  if (termsAsked) return;
  termsAsked = true;
  const api = cartArea(backgroundCore());
  Promise.all([api.deliveryFee(), api.purchaseRestriction()])
    .then(([fee, restriction]) =>
      $cartTerms.set({
        feeRows: (fee?.deliveryFeeRows ?? []).map((row) => ({
          range: row.range ?? 0,
          fee: row.fee ?? 0,
        })),
        minimumCents: toCents(restriction?.minimumPurchase ?? 0),
      }),
    )
    .catch(() => {
      termsAsked = false;
    });
}
