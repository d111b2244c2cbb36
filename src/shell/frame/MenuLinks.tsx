/**
 * The WordPress menus' links as the shell renders them, header and footer (spec: shopping §2
 * "Footer links"): in-app for the shop's own paths, a new window for other sites, the
 * cookie-settings button and the contact link for the items with those classes. Rendered once
 * per menu, not per page (menu-markup.ts).
 */
import { addMessages, t } from '@sporta/i18n';
import { content } from '@sporta/i18n/messages/content';
import type { ShellMenuItem } from './menu';

addMessages(content);

export function MenuLink({ item, className }: { item: ShellMenuItem; className?: string }) {
  if (item.classes.includes('cookie-settings'))
    return (
      <button type="button" className="footer__cookie-settings" data-cookie-settings="">
        {item.title}
      </button>
    );
  if (item.classes.includes('customer-service-button'))
    return (
      <a className="footer__contact" href={item.href ?? '/servizio-clienti'}>
        {item.title}
      </a>
    );
  if (item.external)
    return (
      <a className={className} href={item.href} target="_blank" rel="noopener noreferrer">
        {item.title}
        <span className="visually-hidden">{t('content.newWindow')}</span>
      </a>
    );
  return (
    <a className={className} href={item.href}>
      {item.title}
    </a>
  );
}

/** The header menu's items: a group opens its links in place. */
export function HeaderMenuItems({ links }: { links: readonly ShellMenuItem[] }) {
  return links.map((item, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a menu's order is its identity
    <li key={index}>
      {item.children.length > 0 ? (
        <details>
          <summary>{item.title}</summary>
          <ul>
            {item.children.map((child, childIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a menu's order is its identity
              <li key={childIndex}>
                <MenuLink item={child} />
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <MenuLink item={item} />
      )}
    </li>
  ));
}

/** The footer menu's groups: a group of links under its heading, or one link alone. */
export function FooterMenuGroups({ groups }: { groups: readonly ShellMenuItem[] }) {
  return groups.map((group, index) =>
    group.children.length === 0 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a menu's order is its identity
      <MenuLink key={index} item={group} />
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a menu's order is its identity
      <nav key={index} aria-label={group.title} className="footer__group">
        <h2 className="footer__heading">{group.title}</h2>
        <ul className={group.classes.includes('social') ? 'footer__social' : 'footer__menu'}>
          {group.children.map((item, itemIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a menu's order is its identity
            <li key={itemIndex}>
              <MenuLink item={item} />
            </li>
          ))}
        </ul>
      </nav>
    ),
  );
}
