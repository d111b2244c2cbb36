/**
 * The one way the shop sends the browser to an address the API gave it inside an answer — the
 * card payment page, a social or SAML sign-in — (issue 12): through /leave, which follows only a
 * path of the shop or a host of EBSN_REDIRECT_HOSTS (proxy-answer.ts `allowedLocation`, the same
 * rule as the proxy's redirects). An address the API was tricked into giving goes nowhere.
 */
export const LEAVE_PATH = '/leave';

/** The shop's address that leaves for `target` when /leave allows it. */
export function leaveFor(target: string): string {
  return `${LEAVE_PATH}?to=${encodeURIComponent(target)}`;
}

/** Sends the browser on its way (client code). */
export function leaveTo(target: string): void {
  window.location.assign(leaveFor(target));
}
