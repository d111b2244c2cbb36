import { addMessages, formatQuantity, t } from '@sporta/i18n';
import { uiDelivery } from '@sporta/i18n/messages/ui-delivery';
import styles from './store-row.module.css';

addMessages(uiDelivery);

export interface StoreRowProps {
  /** Store or locker name. */
  name: string;
  address: string;
  /** From the shopper, in km, when the list was found by position (store-proximity). */
  distanceKm?: number;
  /** Opening hours or pickup note. */
  hours?: string;
  selected?: boolean;
  onSelect(): void;
}

/** A store or locker to pick up from (spec: account §2 store picker; §7 store-proximity). */
export function StoreRow({
  name,
  address,
  distanceKm,
  hours,
  selected = false,
  onSelect,
}: StoreRowProps) {
  return (
    <button type="button" className={styles.store} aria-pressed={selected} onClick={onSelect}>
      <span className={styles.name}>{name}</span>
      {distanceKm !== undefined ? (
        <span className={styles.distance}>
          {t('ui.store.distance', { km: formatQuantity(Math.round(distanceKm * 10) / 10) })}
        </span>
      ) : null}
      <span className={styles.address}>{address}</span>
      {hours ? <span className={styles.hours}>{hours}</span> : null}
    </button>
  );
}
