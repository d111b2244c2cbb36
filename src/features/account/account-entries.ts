/**
 * The entries of the shopper's account (spec: account §2 "The dashboard lists: profile, orders,
 * lists, advantages, addresses, messages, disability deliveries, advanced security (MFA),
 * logout"): one list for the user board and the top bar's account menu.
 */
import { type MessageKey, t } from '@sporta/i18n';
import { ADDRESSES_PATH, PROFILE_UPDATE_PATH, USERBOARD_PATH } from '../../platform/routes';
import type { AccountMenuEntry } from '../../shell/frame/menu';

export { ADDRESSES_PATH, PROFILE_UPDATE_PATH };
export const DASHBOARD_PATH = USERBOARD_PATH;
export const ORDERS_PATH = '/profile/orders';
export const LISTS_PATH = '/profile/lists';
export const ADVANCED_SECURITY_PATH = '/profile/advanced-security';
export const ADVANTAGES_PATH = '/profile/gift';
export const NEWS_LIST_PATH = '/profile/news-list';

type EntryDefinition = { id: string; title: MessageKey } & (
  | { href: string; logout?: never }
  | { href?: never; logout: true }
);

/** In the spec's order. */
const ENTRIES: readonly EntryDefinition[] = [
  { id: 'profile', title: 'account.dashboard.profile', href: PROFILE_UPDATE_PATH },
  { id: 'orders', title: 'account.dashboard.orders', href: ORDERS_PATH },
  { id: 'lists', title: 'account.dashboard.lists', href: LISTS_PATH },
  { id: 'advantages', title: 'account.dashboard.advantages', href: ADVANTAGES_PATH },
  { id: 'addresses', title: 'account.dashboard.addresses', href: ADDRESSES_PATH },
  { id: 'messages', title: 'account.dashboard.messages', href: NEWS_LIST_PATH },
  // The facilitated-delivery page of the shop explains the service and how to ask for it.
  {
    id: 'facilitatedDeliveries',
    title: 'account.dashboard.facilitatedDeliveries',
    href: '/consegna-agevolata',
  },
  {
    id: 'advancedSecurity',
    title: 'account.dashboard.advancedSecurity',
    href: ADVANCED_SECURITY_PATH,
  },
  { id: 'logout', title: 'account.dashboard.logout', logout: true },
];

export function accountEntries(): AccountMenuEntry[] {
  return ENTRIES.map(({ id, title, href }) =>
    href ? { id, title: t(title), kind: 'link', href } : { id, title: t(title), kind: 'logout' },
  );
}
