import { addMessages, t } from '@sporta/i18n';
import { uiCatalogue } from '@sporta/i18n/messages/ui-catalogue';
import styles from './breadcrumbs.module.css';

addMessages(uiCatalogue);

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the current page. */
  href?: string;
}

/** Where the page sits: Home › Faq › Dettaglio Faq (spec: account §2 breadcrumb labels). */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label={t('ui.breadcrumbs.label')}>
      <ol className={styles.list}>
        {items.map((crumb, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${crumb.label}-${crumb.href ?? ''}`} className={styles.item}>
              {crumb.href && !current ? (
                <a className={styles.link} href={crumb.href}>
                  {crumb.label}
                </a>
              ) : (
                <span className={styles.current} aria-current={current ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
