/**
 * The address selector (spec: account §2 "Address selector"; shopping §4 flow): a tab per
 * delivery service, the service's description, a search box, the addresses (a star for the
 * preferred one, the facilitated one labelled and never editable), 'AGGIUNGI INDIRIZZO' for
 * home delivery, edit and delete for home addresses. Choosing sets the address on the cart and
 * answers 'setTimeslot'; on the store and locker tabs the shopper may look for the nearest one
 * ('setStore'). The form to add or change an address opens in place. An island hydrated on
 * intent (`client:intent="address"`).
 */
import { useStore } from '@nanostores/react';
import { addMessages, t } from '@sporta/i18n';
import { account } from '@sporta/i18n/messages/account';
import { delivery } from '@sporta/i18n/messages/delivery';
import { errors } from '@sporta/i18n/messages/errors';
import { Button, ConfirmDialog, DeliveryServiceTabs, Dialog, SearchBox } from '@sporta/ui-kit';
import { useEffect, useId, useState } from 'react';
import { $cart } from '../../platform/shopper/cart-state';
import { useIslandStore } from '../../platform/shopper/use-island-store';
import { $overlay, answerOverlay, closeOverlay } from '../../shell/overlay/overlay';
import { showToast } from '../../shell/overlay/toasts';
import { AddressesLoading, AddressRows } from './AddressRows';
import { AddressSwitch } from './AddressSwitch';
import { type AddressSwitch as SwitchChanges, switchToConfirm } from './address-switch';
import { AddressForm } from './addresses/AddressForm';
import {
  type Address,
  addressText,
  isFacilitated,
  loadAddresses,
  loadServices,
  matchesSearch,
  removeAddress,
  type ServiceTab,
} from './addresses/addresses';
import {
  $deliveryRequest,
  ADDRESS_DIALOG,
  ADDRESS_OVERLAY,
  addressChoice,
  selectAddress,
} from './delivery';
import { holdsFacilitatedConsent, LOCKER_SERVICES, SERVICE, serviceOf } from './delivery-state';
import './address-dialog.css';

addMessages(account);
addMessages(delivery);
addMessages(errors);

type View = { kind: 'list' } | { kind: 'form'; address?: Address };

export default function AddressDialog() {
  const open = useIslandStore($overlay) === ADDRESS_OVERLAY;
  const [view, setView] = useState<View>({ kind: 'list' });
  const cart = useStore($cart);
  useEffect(() => {
    if (open) setView({ kind: 'list' });
  }, [open]);
  const title =
    view.kind === 'list'
      ? t('delivery.address.title')
      : view.address
        ? t('delivery.address.editTitle')
        : t('delivery.address.newTitle');
  return (
    <Dialog id="dialog-address" open={open} onClose={closeOverlay} title={title} size={700}>
      {!open ? null : view.kind === 'list' ? (
        <AddressList
          onAdd={() => setView({ kind: 'form' })}
          onEdit={(address) => setView({ kind: 'form', address })}
        />
      ) : (
        <AddressForm
          idPrefix="address-dialog"
          facilitatedAllowed={holdsFacilitatedConsent(cart)}
          onSaved={() => setView({ kind: 'list' })}
          onCancel={() => setView({ kind: 'list' })}
          {...(view.address ? { address: view.address } : {})}
        />
      )}
    </Dialog>
  );
}

type Listed =
  | { state: 'loading' }
  | { state: 'failed' }
  // `addresses` undefined: the chosen service's are loading, its tabs stay (and keep the focus).
  | { state: 'ready'; services: ServiceTab[]; addresses: Address[] | undefined };

function AddressList({ onAdd, onEdit }: { onAdd(): void; onEdit(address: Address): void }) {
  const [service, setService] = useState<number>(
    () =>
      $deliveryRequest.get().deliveryServiceId ?? serviceOf($cart.get()) ?? SERVICE.homeDelivery,
  );
  const [listed, setListed] = useState<Listed>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [search, setSearch] = useState('');
  const [failure, setFailure] = useState<string>();
  const [deleting, setDeleting] = useState<Address>();
  // The chosen address waits here while the shopper sees what the switch changes.
  const [switching, setSwitching] = useState<{ address: Address; changes: SwitchChanges }>();
  const [busy, setBusy] = useState(false);
  const panelId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the "reload" button: a new attempt loads again.
  useEffect(() => {
    let current = true;
    // Another service chosen: the tabs stay where they are (a keyboard user's focus is on one).
    setListed((was) =>
      was.state === 'ready' ? { ...was, addresses: undefined } : { state: 'loading' },
    );
    loadServices()
      .then(async (services) => {
        const shown = services.some((s) => s.deliveryServiceId === service)
          ? service
          : (services[0]?.deliveryServiceId ?? service);
        const addresses = await loadAddresses(shown);
        if (!current) return;
        if (shown !== service) setService(shown);
        setListed({ state: 'ready', services, addresses });
      })
      .catch(() => current && setListed({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [service, attempt]);

  if (listed.state === 'loading') {
    return (
      <div className="address-selector" aria-busy="true">
        <AddressesLoading />
      </div>
    );
  }
  if (listed.state === 'failed') {
    return (
      <div className="address-selector">
        <p role="alert">{t('delivery.address.loadError')}</p>
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('delivery.address.reload')}
        </Button>
      </div>
    );
  }

  const tab = listed.services.find((s) => s.deliveryServiceId === service);
  const shown = (listed.addresses ?? []).filter((address) => matchesSearch(address, search));
  const pickup = service === SERVICE.storePickup || LOCKER_SERVICES.includes(service);

  const choose = async (address: Address, confirmed = false) => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    if (!confirmed) {
      const asked = await switchToConfirm($cart.get(), addressChoice(address, service));
      if (!asked.ok || asked.value) {
        if (asked.ok) setSwitching({ address, changes: asked.value as SwitchChanges });
        else setFailure(asked.text);
        setBusy(false);
        return;
      }
    }
    try {
      await selectAddress({ ...address, facilitated: isFacilitated(address) }, service);
      showToast({ kind: 'success', message: t('account.address.selected') });
      answerOverlay(ADDRESS_DIALOG, 'setTimeslot');
    } catch {
      setFailure(t('errors.errorSettingAddress'));
      setBusy(false);
    }
  };

  const remove = async (address: Address) => {
    setDeleting(undefined);
    setFailure(undefined);
    const removed = await removeAddress(address.addressId);
    if (removed.ok) setAttempt((n) => n + 1);
    else setFailure(removed.text);
  };

  if (switching) {
    return (
      <div className="address-selector" aria-busy={busy || undefined}>
        {failure ? <p role="alert">{failure}</p> : null}
        <AddressSwitch
          name={switching.address.addressName ?? addressText(switching.address)}
          changes={switching.changes}
          busy={busy}
          onConfirm={() => void choose(switching.address, true)}
          onKeep={closeOverlay}
        />
      </div>
    );
  }

  return (
    <div
      className="address-selector"
      aria-busy={busy || listed.addresses === undefined || undefined}
    >
      <DeliveryServiceTabs
        services={listed.services}
        selected={service}
        onSelect={(id) => {
          setSearch('');
          setService(id);
        }}
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" aria-label={tab?.name} className="address-selector__panel">
        {tab?.descr ? (
          <p className="address-selector__descr">
            <img src={tab.iconSrc} alt="" width={24} height={24} />
            {tab.descr}
          </p>
        ) : null}
        <SearchBox
          value={search}
          onChange={setSearch}
          onSearch={setSearch}
          label={t('account.address.search')}
          placeholder={t('account.address.search')}
          inputId="address-selector-search"
        />
        {failure ? (
          <p role="alert" className="address-selector__error">
            {failure}
          </p>
        ) : null}
        {listed.addresses === undefined ? (
          <AddressesLoading />
        ) : shown.length === 0 ? (
          <p className="address-selector__none">{t('account.address.none')}</p>
        ) : (
          <AddressRows
            addresses={shown}
            service={service}
            onChoose={(address) => void choose(address)}
            onEdit={onEdit}
            onDelete={setDeleting}
          />
        )}
        <div className="address-selector__actions">
          {service === SERVICE.homeDelivery ? (
            <Button onClick={onAdd}>{t('account.address.add')}</Button>
          ) : null}
          {pickup ? (
            <Button
              variant="secondary"
              data-delivery-action="find-store"
              onClick={() => {
                $deliveryRequest.set({ deliveryServiceId: service });
                answerOverlay(ADDRESS_DIALOG, 'setStore');
              }}
            >
              {t(
                LOCKER_SERVICES.includes(service)
                  ? 'delivery.address.findLocker'
                  : 'delivery.address.findStore',
              )}
            </Button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={deleting !== undefined}
        message={t('account.address.deleteConfirm', { name: deleting?.addressName ?? '' })}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </div>
  );
}
