/**
 * What a row of the orders list says (spec: account §2 "Orders area", §3 Order; shopping §9
 * service ids): when it was ordered, its slot, its service and where, in Italian through the one
 * date formatter. The status badge is the ui-kit's OrderStatusBadge (labels of account §3).
 */
import { formatDayParts, formatSlot, type MessageKey, t } from '@sporta/i18n';
import type { Order } from '@sporta/sdk';

/** 'Consegna a domicilio', 'Ritiro in negozio'… or nothing for a service the spec does not name. */
export function serviceName(deliveryServiceId: number | undefined): string | undefined {
  if (deliveryServiceId === undefined) return undefined;
  const key = `deliveryService.${deliveryServiceId}`;
  return key in SERVICE_KEYS ? t(key as MessageKey) : undefined;
}
const SERVICE_KEYS: Record<string, true> = Object.fromEntries(
  [1, 2, 3, 10000, 10002].map((id) => [`deliveryService.${id}`, true]),
);

/** Where it goes: 'Casa — Via Roma 1, Milano'; a store or locker by its name. */
export function orderPlace(order: Order): string | undefined {
  const address = order.shippingAddress;
  if (!address) return undefined;
  const street = [address.address1, address.addressNumber].filter(Boolean).join(' ');
  const line = [street, address.city].filter(Boolean).join(', ');
  if (order.deliveryServiceId !== 2 || !line) return address.addressName ?? (line || undefined);
  return address.addressName ? `${address.addressName} — ${line}` : line;
}

/** 'venerdì 27 novembre, 08:00 - 10:00', or undefined without a slot. */
export function orderSlot(order: Order): string | undefined {
  const slot = order.timeslot;
  const day = slot?.date ?? order.deliveryDate;
  if (!day) return undefined;
  if (!slot?.beginTime || !slot.endTime) return formatDayParts(day).long;
  return formatSlot(day, slot.beginTime, slot.endTime);
}

/** '22/11/2026': the day the order was placed. */
export function orderPlacedOn(order: Order): string | undefined {
  return order.createdDate ? formatDayParts(order.createdDate).numeric : undefined;
}
