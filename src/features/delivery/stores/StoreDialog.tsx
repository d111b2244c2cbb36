/**
 * The store and locker picker (spec: shopping §2 Dialogs "store picker", §4 "the store dialog
 * may return 'setAddress'"; account §4 "After storing a store selection, the cart is
 * reloaded"): the stores offering store pickup or the locker service asked for, nearest first
 * once the shopper shares their position (asked only when they press the button), each with its
 * details. A store chosen for pickup, or a locker of a store, goes on the cart and the dialog
 * answers 'setTimeslot'; 'setAddress' goes back to home delivery. An island hydrated on intent
 * (`client:intent="store"`).
 */
import { addMessages, t } from '@sporta/i18n';
import { account } from '@sporta/i18n/messages/account';
import { delivery } from '@sporta/i18n/messages/delivery';
import { errors } from '@sporta/i18n/messages/errors';
import { AddressRow, Button, Dialog, Skeleton } from '@sporta/ui-kit';
import { useEffect, useState } from 'react';
import { useIslandStore } from '../../../platform/shopper/use-island-store';
import { $overlay, answerOverlay, closeOverlay } from '../../../shell/overlay/overlay';
import { showToast } from '../../../shell/overlay/toasts';
import { type Address, addressText } from '../addresses/addresses';
import {
  $deliveryRequest,
  STORE_DIALOG,
  STORE_OVERLAY,
  selectAddress,
  selectStore,
} from '../delivery';
import { LOCKER_SERVICES, SERVICE } from '../delivery-state';
import { StoreItem } from './StoreItem';
import { currentPosition, loadLockers, loadStores, type Position, type Store } from './stores';
import './store-dialog.css';

addMessages(account);
addMessages(delivery);
addMessages(errors);

export default function StoreDialog() {
  const open = useIslandStore($overlay) === STORE_OVERLAY;
  const service = open ? ($deliveryRequest.get().deliveryServiceId ?? SERVICE.storePickup) : 0;
  const lockers = LOCKER_SERVICES.includes(service);
  return (
    <Dialog
      id="dialog-store"
      open={open}
      onClose={closeOverlay}
      title={t(lockers ? 'delivery.store.lockerTitle' : 'delivery.store.title')}
      size={700}
    >
      {open ? <StorePicker service={service} /> : null}
    </Dialog>
  );
}

type Listed = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; stores: Store[] };

function StorePicker({ service }: { service: number }) {
  const [position, setPosition] = useState<Position>();
  const [positionRefused, setPositionRefused] = useState(false);
  const [listed, setListed] = useState<Listed>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [lockersOf, setLockersOf] = useState<Store>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const lockerService = LOCKER_SERVICES.includes(service);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the "reload" button: a new attempt loads again.
  useEffect(() => {
    let current = true;
    setListed({ state: 'loading' });
    loadStores(service, position).then(
      (stores) => current && setListed({ state: 'ready', stores }),
      () => current && setListed({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [service, position, attempt]);

  const locate = async () => {
    setPositionRefused(false);
    try {
      setPosition(await currentPosition());
    } catch {
      setPositionRefused(true);
    }
  };

  const done = (message: string) => {
    showToast({ kind: 'success', message });
    answerOverlay(STORE_DIALOG, 'setTimeslot');
  };

  const chooseStore = async (store: Store) => {
    if (lockerService) {
      setLockersOf(store);
      return;
    }
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await selectStore(store.storeId);
      done(t('delivery.store.selected'));
    } catch {
      setFailure(t('errors.errorSettingStore'));
      setBusy(false);
    }
  };

  const chooseLocker = async (locker: Address) => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await selectAddress(locker, service);
      done(t('delivery.store.selected'));
    } catch {
      setFailure(t('errors.errorSettingAddress'));
      setBusy(false);
    }
  };

  const homeDelivery = (
    <Button
      variant="ghost"
      onClick={() => {
        $deliveryRequest.set({ deliveryServiceId: SERVICE.homeDelivery });
        answerOverlay(STORE_DIALOG, 'setAddress');
      }}
    >
      {t('delivery.store.homeDelivery')}
    </Button>
  );

  if (lockersOf) {
    return (
      <div className="store-picker" aria-busy={busy || undefined}>
        <LockerList
          store={lockersOf}
          service={service}
          onChoose={(locker) => void chooseLocker(locker)}
          onBack={() => setLockersOf(undefined)}
        />
        {failure ? (
          <p role="alert" className="store-picker__error">
            {failure}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="store-picker" aria-busy={busy || undefined}>
      <div className="store-picker__actions">
        <Button variant="secondary" onClick={() => void locate()}>
          {t('delivery.store.useMyPosition')}
        </Button>
        {homeDelivery}
      </div>
      {positionRefused ? (
        <p role="status" className="store-picker__note">
          {t('delivery.store.positionRefused')}
        </p>
      ) : null}
      {position && listed.state === 'ready' ? (
        <p role="status" className="store-picker__note">
          {t('delivery.store.byDistance')}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="store-picker__error">
          {failure}
        </p>
      ) : null}
      {listed.state === 'loading' ? (
        <>
          <p role="status" className="store-picker__note">
            {t('delivery.store.loading')}
          </p>
          <Skeleton shape="text" lines={4} />
        </>
      ) : listed.state === 'failed' ? (
        <>
          <p role="alert">{t('delivery.store.loadError')}</p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('delivery.store.reload')}
          </Button>
        </>
      ) : listed.stores.length === 0 ? (
        <p>{t('delivery.store.none')}</p>
      ) : (
        <ul className="store-picker__list">
          {listed.stores.map((store) => (
            <li key={store.storeId}>
              <StoreItem store={store} onChoose={() => void chooseStore(store)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function LockerList({
  store,
  service,
  onChoose,
  onBack,
}: {
  store: Store;
  service: number;
  onChoose(locker: Address): void;
  onBack(): void;
}) {
  const [lockers, setLockers] = useState<Address[]>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadLockers(store.storeId, service).then(setLockers, () => setFailed(true));
  }, [store.storeId, service]);
  return (
    <section
      className="store-picker__lockers"
      aria-label={t('delivery.store.lockers', { name: store.name })}
    >
      <h3 className="store-picker__heading">{t('delivery.store.lockers', { name: store.name })}</h3>
      {failed ? (
        <p role="alert">{t('delivery.store.loadError')}</p>
      ) : !lockers ? (
        <Skeleton shape="text" lines={2} />
      ) : lockers.length === 0 ? (
        <p>{t('delivery.store.noLockers')}</p>
      ) : (
        <ul className="store-picker__list">
          {lockers.map((locker) => (
            <li key={locker.addressId}>
              <AddressRow
                name={locker.addressName ?? ''}
                address={addressText(locker)}
                kind="locker"
                onSelect={() => onChoose(locker)}
              />
            </li>
          ))}
        </ul>
      )}
      <Button variant="ghost" onClick={onBack}>
        {t('delivery.store.backToStores')}
      </Button>
    </section>
  );
}
