/**
 * Before the shopper moves her cart to another address or delivery service (spec: account §7
 * "user-address/preview (address_type, address_id, delivery_service_id)", then "POST
 * user-address/select (same three as query)"): the API computes the cart at the new address,
 * @sporta/rules compares it with the cart now, and the dialog asks only when she would lose
 * products or pay another fee.
 */
import { addressSwitchChanges, type SwitchChanges } from '@sporta/rules';
import { type AddressChoice, addressArea } from '@sporta/sdk';
import { attempt, type Outcome } from '../../platform/results/outcome';
import type { Cart } from '../../platform/shopper/cart-state';
import { ebsnCore } from '../../shell/hydration/ebsn';
import { hasAddress } from './delivery-state';

/** What the switch changes, with the names of the products it loses (in the cart's order). */
export interface AddressSwitch extends SwitchChanges {
  lostNames: string[];
}

type Line = NonNullable<Cart['cartItems']>[number];

// The cart feature's linesOf reads the same two shapes, but the cart feature imports this one.
const linesOf = (cart: Cart | null): Line[] => [
  ...(cart?.cartItems ?? []),
  ...(cart?.sectors ?? []).flatMap((sector) => sector.cartItems ?? []),
];

/** The switch is a change of what the shopper chose: not her first choice, not the same one. */
export function isSwitch(cart: Cart | null, choice: AddressChoice): boolean {
  const current = cart?.shippingAddress;
  return (
    hasAddress(cart) &&
    (current?.addressId !== choice.addressId ||
      current?.deliveryServiceId !== choice.deliveryServiceId)
  );
}

/**
 * What to ask before choosing: undefined when nothing changes (switch without asking), the
 * changes when she must confirm, refused when the preview failed (the same text as a failed select).
 */
export async function switchToConfirm(
  cart: Cart | null,
  choice: AddressChoice,
): Promise<Outcome<AddressSwitch | undefined>> {
  if (!isSwitch(cart, choice)) return { ok: true, value: undefined };
  return attempt(async () => {
    const preview = await addressArea(ebsnCore()).preview(choice);
    const lines = linesOf(cart);
    const changes = addressSwitchChanges(
      {
        lines: lines.map((line) => ({
          itemId: String(line.itemId),
          code: line.cartItemAvaliabilityId,
        })),
        deliveryFee: cart?.deliveryFee,
      },
      {
        lines: (preview?.unavailableItems ?? []).map((item) => ({
          itemId: String(item.itemId),
          code: item.cartItemAvaliabilityId,
        })),
        deliveryFee: preview?.deliveryFee,
      },
    );
    if (!changes.asks) return undefined;
    const names = new Map(lines.map((line) => [String(line.itemId), line.product?.name ?? '']));
    return { ...changes, lostNames: changes.lostItemIds.map((id) => names.get(id) ?? id) };
  }, 'errors.errorSettingAddress');
}
