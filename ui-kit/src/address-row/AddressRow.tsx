import { addMessages, t } from '@sporta/i18n';
import { uiDelivery } from '@sporta/i18n/messages/ui-delivery';
import type { ReactNode } from 'react';
import { IconButton } from '../icon-button';
import { PencilIcon, StarIcon, TrashIcon } from '../icons';
import { Tooltip } from '../tooltip';
import styles from './address-row.module.css';

addMessages(uiDelivery);

export interface AddressRowProps {
  /** Address.addressName: 'Casa', or the store's name. */
  name: string;
  /** address1, addressNumber, city (province). */
  address?: string;
  /** Address type: only home addresses can be edited or deleted (spec: account §6). */
  kind: 'home' | 'store' | 'locker';
  isDefault?: boolean;
  /** A facilitated-delivery address (class 999): labelled, never editable or deletable. */
  facilitated?: boolean;
  selected?: boolean;
  onSelect(): void;
  onEdit?(): void;
  onDelete?(): void;
}

/** A row of the address selector (spec: account §2 "Address selector"). */
export function AddressRow({
  name,
  address,
  kind,
  isDefault = false,
  facilitated = false,
  selected = false,
  onSelect,
  onEdit,
  onDelete,
}: AddressRowProps) {
  const starText = t(
    kind === 'home' ? 'account.address.defaultHome' : 'account.address.defaultStore',
  );
  return (
    <div className={styles.row}>
      <button type="button" className={styles.choose} aria-pressed={selected} onClick={onSelect}>
        <span className={styles.name}>
          {name}
          {isDefault ? (
            <span role="img" aria-label={starText} title={starText}>
              <StarIcon className={styles.star} size={16} />
            </span>
          ) : null}
          {facilitated ? (
            <span className={styles.facilitated}>{t('account.address.facilitated')}</span>
          ) : null}
        </span>
        {address ? <span className={styles.address}>{address}</span> : null}
      </button>
      {kind === 'home' && onEdit ? (
        <LockableAction
          label={t('ui.address.edit', { name })}
          lockedText={facilitated ? t('account.address.editLocked') : undefined}
          onClick={onEdit}
        >
          <PencilIcon />
        </LockableAction>
      ) : null}
      {kind === 'home' && onDelete ? (
        <LockableAction
          label={t('ui.delete', { name })}
          lockedText={facilitated ? t('account.address.deleteLocked') : undefined}
          onClick={onDelete}
        >
          <TrashIcon />
        </LockableAction>
      ) : null}
    </div>
  );
}

/** An icon action that, when locked, stays focusable so its explanation can be read. */
function LockableAction({
  label,
  lockedText,
  onClick,
  children,
}: {
  label: string;
  lockedText: string | undefined;
  onClick(): void;
  children: ReactNode;
}) {
  if (!lockedText) {
    return (
      <IconButton label={label} onClick={onClick}>
        {children}
      </IconButton>
    );
  }
  return (
    <Tooltip text={lockedText}>
      {(describedBy) => (
        <IconButton
          label={label}
          title=""
          aria-disabled="true"
          aria-describedby={describedBy}
          className={styles.locked}
        >
          {children}
        </IconButton>
      )}
    </Tooltip>
  );
}
