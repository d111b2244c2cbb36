/**
 * The WordPress header and footer menus in the shell's shape: links to the shop's own hosts
 * become in-app paths, other sites open in a new window (spec: shopping §2 "Footer links").
 */

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

/** Both menus; without WordPress none, and the shell shows its static links. */
export async function shellMenus(): Promise<ShellMenus> {
  const hosts = shopHosts();
  const [header, footer] = await Promise.all([menu('header'), menu('footer')]);
  const items = (found: typeof header) =>
    isUnavailable(found) ? [] : found.map((link) => shellItem(link, hosts));
  return { header: items(header), footer: items(footer) };
}
