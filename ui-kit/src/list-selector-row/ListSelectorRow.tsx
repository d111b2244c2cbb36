import { addMessages, t, tn } from '@sporta/i18n';
import { uiAccount } from '@sporta/i18n/messages/ui-account';
import { StarIcon } from '../icons';
import styles from './list-selector-row.module.css';

addMessages(uiAccount);

export interface ListSelectorRowProps {
  /** Wishlist name. */
  name: string;
  /** Wishlist size: products in it. */
  size: number;
  /** The shopper's default list. */
  isDefault?: boolean;
  /** Shared with grant READ: cannot be edited, so nothing can be added (spec: shopping §6). */
  readOnly?: boolean;
  /** More about the list after its size: 'condivisa' for another shopper's list shared with this one. */
  note?: string;
  onSelect(): void;
}

/** A shopping list to add a product to (spec: shopping §2 "List selector"). */
export function ListSelectorRow({
  name,
  size,
  isDefault = false,
  readOnly = false,
  note,
  onSelect,
}: ListSelectorRowProps) {
  return (
    <button
      type="button"
      className={styles.row}
      aria-disabled={readOnly || undefined}
      onClick={readOnly ? undefined : onSelect}
    >
      <span className={styles.name}>
        {name}
        {isDefault ? (
          <span role="img" aria-label={t('ui.lists.default')} title={t('ui.lists.default')}>
            <StarIcon className={styles.star} size={16} />
          </span>
        ) : null}
      </span>{' '}
      <span className={styles.meta}>
        {readOnly ? t('ui.lists.readOnly') : tn('ui.lists.size', size)}
        {note ? ` · ${note}` : null}
      </span>
    </button>
  );
}
