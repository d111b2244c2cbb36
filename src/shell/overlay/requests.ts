/**
 * How many /ebsn/api requests are under way; the loading overlay shows while any is
 * (spec: account §7 "Each request counts as pending for a loading overlay"). The SDK's own
 * pending counter is bridged into this store by the storefront's client setup.
 */
import { atom } from 'nanostores';

export const $pendingRequests = atom(0);

export function requestStarted(): void {
  $pendingRequests.set($pendingRequests.get() + 1);
}

export function requestSettled(): void {
  $pendingRequests.set(Math.max(0, $pendingRequests.get() - 1));
}
