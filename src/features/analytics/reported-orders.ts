/**
 * Each order reported once (spec: account §3 "recently analytics-reported order ids (max 20)",
 * §9 "Analytics-reported order ids kept: last 20"): the ids already reported stay in local
 * storage, newest last, so a reload of the result page (or its back/forward) reports nothing.
 */
export const REPORTED_ORDERS_KEY = 'sporta.analyticsOrders';
export const REPORTED_ORDERS_MAX = 20;

/** The list with `orderId` added last, keeping the newest `max`. */
export function withReported(
  ids: readonly number[],
  orderId: number,
  max = REPORTED_ORDERS_MAX,
): number[] {
  return [...ids.filter((id) => id !== orderId), orderId].slice(-max);
}

/** True the first time an order is claimed (then report it), false once it has been. */
export function claimOrderReport(orderId: number, storage: Storage = localStorage): boolean {
  const ids = readIds(storage);
  if (ids.includes(orderId)) return false;
  storage.setItem(REPORTED_ORDERS_KEY, JSON.stringify(withReported(ids, orderId)));
  return true;
}

function readIds(storage: Storage): number[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(REPORTED_ORDERS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    // Unreadable: start a new list rather than never report again.
    return [];
  }
}
