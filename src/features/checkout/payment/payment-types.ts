/**
 * The payment types the shop offered at /payment, kept in the browser (issue 17): the API lists
 * them only in `checkout/prepare`'s answer, and the error screen — reached back from the card
 * provider — offers a change of payment type for the order already placed.
 */
import * as z from 'zod/mini';
import {
  type LocalStorageOptions,
  localStorageSettings,
} from '../../../platform/shopper/local-storage';
import { type PaymentType, paymentTypeSchema } from '../checkout';

const KEY = 'sporta:payment-types';
const listSchema = z.array(paymentTypeSchema);

export function rememberPaymentTypes(
  types: readonly PaymentType[],
  options: LocalStorageOptions = {},
): void {
  try {
    localStorageSettings(options).storage?.setItem(KEY, JSON.stringify(types));
  } catch {
    // A full or blocked storage keeps nothing: the error screen then offers the retry only.
  }
}

export function rememberedPaymentTypes(options: LocalStorageOptions = {}): PaymentType[] {
  try {
    const text = localStorageSettings(options).storage?.getItem(KEY);
    const checked = listSchema.safeParse(text ? JSON.parse(text) : []);
    return checked.success ? checked.data : [];
  } catch {
    return [];
  }
}
