/**
 * A store of the picker: the row that chooses it, and its details on demand — the store as
 * `store/view` tells it (spec: account §7 "store/view (store_id)", a store's detail), the list's
 * own data until it arrives or if it cannot.
 */
import { addMessages, t } from '@sporta/i18n';
import { delivery } from '@sporta/i18n/messages/delivery';
import { StoreRow } from '@sporta/ui-kit';
import { useId, useState } from 'react';
import { loadStoreDetail, type Store, storeAddressText } from './stores';

addMessages(delivery);

export function StoreItem({ store, onChoose }: { store: Store; onChoose(): void }) {
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<Store>();
  const detailsId = useId();
  const shown = detail ?? store;
  const services = (shown.deliveryServices ?? [])
    .map((service) => service.name)
    .filter(Boolean)
    .join(', ');
  const toggle = () => {
    setOpen((value) => !value);
    // Asked once, when first opened: the list carries what is needed to choose.
    if (!open && !detail)
      void loadStoreDetail(store.storeId).then((found) => found && setDetail(found));
  };
  return (
    <div className="store-picker__store">
      <StoreRow
        name={store.name}
        address={storeAddressText(store)}
        onSelect={onChoose}
        {...(store.distance !== undefined ? { distanceKm: store.distance / 1000 } : {})}
      />
      <button
        type="button"
        className="store-picker__details-toggle"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={toggle}
      >
        {t('delivery.store.details', { name: store.name })}
      </button>
      <div id={detailsId} hidden={!open} className="store-picker__details">
        {shown.phone ? <p>{t('delivery.store.phone', { phone: shown.phone })}</p> : null}
        {services ? <p>{t('delivery.store.services', { services })}</p> : null}
      </div>
    </div>
  );
}
