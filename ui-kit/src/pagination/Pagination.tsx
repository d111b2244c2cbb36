import { addMessages, t } from '@sporta/i18n';
import { uiCatalogue } from '@sporta/i18n/messages/ui-catalogue';
import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { pageWindow } from './pageWindow';
import styles from './pagination.module.css';

addMessages(uiCatalogue);

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Pages as links (crawlable category pages) … */
  hrefFor?(page: number): string;
  /** … or as buttons (orders list inside the account). */
  onPageChange?(page: number): void;
}

/** Pages of a product list (24 a page) or of the orders (12 a page), spec: shopping §9. */
export function Pagination({ page, pageCount, hrefFor, onPageChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  const to = (target: number, label: string, content: ReactNode, current = false) =>
    hrefFor ? (
      <a
        className={styles.page}
        href={hrefFor(target)}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
      >
        {content}
      </a>
    ) : (
      <button
        type="button"
        className={styles.page}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        onClick={() => onPageChange?.(target)}
      >
        {content}
      </button>
    );
  return (
    <nav aria-label={t('ui.pagination.label')}>
      <ul className={styles.list}>
        {page > 1 ? (
          <li>{to(page - 1, t('ui.pagination.previous'), <ChevronLeftIcon />)}</li>
        ) : null}
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, position is identity
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              {to(entry, t('ui.pagination.page', { page: entry }), entry, entry === page)}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>{to(page + 1, t('ui.pagination.next'), <ChevronRightIcon />)}</li>
        ) : null}
      </ul>
    </nav>
  );
}
