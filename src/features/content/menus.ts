/**
 * The WordPress header and footer menus in the shell's shape: links to the shop's own hosts
 * become in-app paths, other sites open in a new window (spec: shopping §2 "Footer links").
 */

import { deepFrozen } from '@sporta/sdk';
import { shopHosts } from '../../platform/config';
import type { ShellMenuItem, ShellMenus } from '../../shell/frame/menu';
import { isUnavailable, type MenuLink, menu } from './content';
import { rewriteHref } from './sanitize';

function shellItem(link: MenuLink, hosts: readonly string[]): ShellMenuItem {
  const target = rewriteHref(link.url, hosts);
  return {
    title: link.title,
    href: target?.href,
    external: Boolean(target?.external) || link.target === '_blank',
    classes: link.classes,
    children: link.children.map((child) => shellItem(child, hosts)),
  };
}

// A menu the content cache keeps is the same object on every page: its items are made once
// (per shop hosts), frozen, and so are one object the shell can key its markup by (issue 42).
const itemsOfMenu = new WeakMap<readonly MenuLink[], { hosts: string; items: ShellMenuItem[] }>();

function shellItems(links: readonly MenuLink[], hosts: readonly string[]): ShellMenuItem[] {
  const key = hosts.join(',');
  const kept = itemsOfMenu.get(links);
  if (kept?.hosts === key) return kept.items;
  const items = deepFrozen(links.map((link) => shellItem(link, hosts)));
  itemsOfMenu.set(links, { hosts: key, items });
  return items;
}

/** Both menus; without WordPress none, and the shell shows its static links. */
export async function shellMenus(): Promise<ShellMenus> {
  const hosts = shopHosts();
  const [header, footer] = await Promise.all([menu('header'), menu('footer')]);
  const items = (found: typeof header) => (isUnavailable(found) ? [] : shellItems(found, hosts));
  return { header: items(header), footer: items(footer) };
}
