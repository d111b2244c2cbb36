/**
 * /profile/addresses, the address book as a page (spec: account §2 "addresses: the list, then
 * addresses/manage/{addressId?} (optional id, opened as a modal)", "Address selector"): the
 * addresses grouped by service as the dialog's tabs group them, with the dialog's rows (stars,
 * the facilitated label, edit and delete only for home addresses, locked with their tooltips on
 * a facilitated one), 'AGGIUNGI INDIRIZZO', delete after a confirmation. Edit and add open the
 * dialog's form in a modal whose URL is /profile/addresses/manage/{id?}: the back button closes
 * it, closing returns to /profile/addresses. Rendered on the server, hydrated when idle; the
 * form and the store actions load with the first press.
 */
import { addMessages, t } from '@sporta/i18n';
import { account } from '@sporta/i18n/messages/account';
import { delivery } from '@sporta/i18n/messages/delivery';
import { errors } from '@sporta/i18n/messages/errors';
import { AddressRow, Button, ConfirmDialog, Dialog, Skeleton } from '@sporta/ui-kit';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../../shell/hydration/island-ready';
import { showToast } from '../../../shell/overlay/toasts';
import type { KnownPlaces } from '../addresses/address-lookups';
import type { Address } from '../addresses/addresses';
import type { BookGroup, BookRow } from './address-book';
import { ADDRESSES_PATH, managePath, manageTarget } from './address-book-paths';
import './address-book.css';

addMessages(account);
addMessages(delivery);
addMessages(errors);

const loadActions = () => import('./address-book-actions');
// The form and its lookups are downloaded when the modal first opens.
const AddressForm = lazy(() => import('../addresses/LazyAddressForm'));

export interface AddressBookProps {
  groups: BookGroup[] | undefined;
  current: { addressId: number; deliveryServiceId: number } | undefined;
  facilitatedAllowed: boolean;
  /** The modal open at load (a direct visit to /manage): { address } to change, {} to add. */
  managing?: { address?: Address; knownPlaces?: KnownPlaces };
}

/** The modal: which address, and whether this page put its URL on the history (then back closes it). */
type Modal = { address?: Address; knownPlaces?: KnownPlaces; pushed: boolean };

export default function AddressBook({
  groups: initialGroups,
  current: initialCurrent,
  facilitatedAllowed,
  managing,
}: AddressBookProps) {
  const [groups, setGroups] = useState(initialGroups);
  const [current, setCurrent] = useState(initialCurrent);
  const [modal, setModal] = useState<Modal | undefined>(
    // A reload of a modal this page opened finds its entry marked: Back still closes it.
    managing
      ? {
          ...managing,
          pushed: typeof window !== 'undefined' && history.state?.addressBook === true,
        }
      : undefined,
  );
  const [deleting, setDeleting] = useState<Address>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  // The close button is also the dialog's native close command: its `close` event reports the
  // same close again, and a second history.back() would leave the page.
  const closing = useRef(false);
  // Where focus goes when the modal closes: the button that opened it.
  const opener = useRef<string | undefined>(
    managing?.address ? editSelector(managing.address.addressId) : ADD_SELECTOR,
  );
  const homeRows = groups?.find((group) => group.home)?.rows ?? [];

  // The back button closes the modal; forward (or a manage URL again) opens it.
  useEffect(() => {
    const onPop = () => {
      closing.current = false;
      const target = manageTarget(location.pathname);
      if (target === undefined) setModal(undefined);
      else {
        const row = homeRows.find((r) => r.address.addressId === target);
        setModal(
          target === 'new'
            ? { pushed: true }
            : row
              ? { address: row.address, pushed: true }
              : undefined,
        );
      }
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [homeRows]);

  // Focus back on the row's button (or 'AGGIUNGI INDIRIZZO') once the modal has closed.
  const wasOpen = useRef(modal !== undefined);
  useEffect(() => {
    if (wasOpen.current && !modal && opener.current)
      root.current?.querySelector<HTMLElement>(opener.current)?.focus();
    wasOpen.current = modal !== undefined;
  }, [modal]);

  const open = (address: Address | undefined) => {
    closing.current = false;
    opener.current = address ? editSelector(address.addressId) : ADD_SELECTOR;
    history.pushState({ addressBook: true }, '', managePath(address?.addressId));
    setModal({ ...(address ? { address } : {}), pushed: true });
  };

  const close = () => {
    if (closing.current) return;
    if (modal?.pushed) {
      closing.current = true;
      history.back();
    } else {
      history.replaceState(null, '', ADDRESSES_PATH);
      setModal(undefined);
    }
  };

  const reloadHome = async () => {
    const reloaded = await (await loadActions()).reloadHomeRows();
    if (!reloaded.ok) {
      setFailure(reloaded.text);
      return;
    }
    setGroups((now) =>
      now?.map((group) =>
        group.home ? { service: group.service, home: true, rows: reloaded.value } : group,
      ),
    );
  };

  const saved = async () => {
    setFailure(undefined);
    await reloadHome();
    close();
  };

  const remove = async (address: Address) => {
    setDeleting(undefined);
    setFailure(undefined);
    setBusy(true);
    try {
      const removed = await (await loadActions()).removeAddress(address.addressId);
      if (!removed.ok) {
        setFailure(removed.text);
        return;
      }
      await reloadHome();
      root.current?.querySelector<HTMLElement>(ADD_SELECTOR)?.focus();
    } finally {
      setBusy(false);
    }
  };

  const choose = async (row: BookRow, deliveryServiceId: number) => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const chosen = await (await loadActions()).chooseForCart(row.address, deliveryServiceId);
      if (!chosen.ok) setFailure(chosen.text);
      else {
        setCurrent({ addressId: row.address.addressId, deliveryServiceId });
        showToast({ kind: 'success', message: t('account.address.selected') });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={root} className="address-book" aria-busy={busy || undefined}>
      {failure ? (
        <p role="alert" className="address-book__error">
          {failure}
        </p>
      ) : null}
      {groups === undefined ? (
        <p role="alert">{t('delivery.address.loadError')}</p>
      ) : (
        groups.map((group) => (
          <AddressGroup
            key={group.service.deliveryServiceId}
            group={group}
            current={current}
            onChoose={(row) => void choose(row, group.service.deliveryServiceId)}
            onEdit={(address) => open(address)}
            onDelete={setDeleting}
            onAdd={() => open(undefined)}
            hydrated={hydrated}
          />
        ))
      )}
      <Dialog
        id="dialog-address-manage"
        open={modal !== undefined}
        onClose={close}
        title={t(modal?.address ? 'delivery.address.editTitle' : 'delivery.address.newTitle')}
        size={700}
      >
        {modal && !hydrated ? (
          // The server renders no lazy part: React would stream it with inline scripts (CSP).
          <Skeleton shape="text" lines={6} />
        ) : modal ? (
          <Suspense fallback={<Skeleton shape="text" lines={6} />}>
            <AddressForm
              key={modal.address?.addressId ?? 'new'}
              idPrefix="address-manage"
              facilitatedAllowed={facilitatedAllowed}
              onSaved={() => void saved()}
              onCancel={close}
              {...(modal.address ? { address: modal.address } : {})}
              {...(modal.knownPlaces ? { knownPlaces: modal.knownPlaces } : {})}
            />
          </Suspense>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== undefined}
        message={t('account.address.deleteConfirm', { name: deleting?.addressName ?? '' })}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </div>
  );
}

const ADD_SELECTOR = '[data-address-add]';
/** The row's edit button: the second of the row's buttons (AddressRow: choose, edit, delete). */
const editSelector = (addressId: number) =>
  `[data-address-id="${addressId}"] button:nth-of-type(2)`;

function AddressGroup({
  group,
  current,
  onChoose,
  onEdit,
  onDelete,
  onAdd,
  hydrated,
}: {
  group: BookGroup;
  current: AddressBookProps['current'];
  onChoose(row: BookRow): void;
  onEdit(address: Address): void;
  onDelete(address: Address): void;
  onAdd(): void;
  /** 'AGGIUNGI INDIRIZZO' waits, disabled, until it works. */
  hydrated: boolean;
}) {
  const { service, home, rows } = group;
  const headingId = `address-book-${service.deliveryServiceId}`;
  return (
    <section className="address-book__group" aria-labelledby={headingId}>
      <h2 id={headingId} className="address-book__service">
        <img src={service.iconSrc} alt="" width={24} height={24} />
        {service.name}
      </h2>
      {service.descr ? <p className="address-book__descr">{service.descr}</p> : null}
      {group.failed ? (
        <p role="alert">{t('delivery.address.loadError')}</p>
      ) : rows.length === 0 ? (
        <p className="address-book__none">{t('account.address.none')}</p>
      ) : (
        <ul className="address-book__list">
          {rows.map((row) => (
            <li key={row.address.addressId} data-address-id={row.address.addressId}>
              <AddressRow
                name={row.address.addressName ?? ''}
                address={row.text}
                kind={row.kind}
                isDefault={row.address.isDefault === true}
                facilitated={row.facilitated}
                selected={
                  current?.addressId === row.address.addressId &&
                  current.deliveryServiceId === service.deliveryServiceId
                }
                onSelect={() => onChoose(row)}
                {...(home && row.kind === 'home'
                  ? { onEdit: () => onEdit(row.address), onDelete: () => onDelete(row.address) }
                  : {})}
              />
            </li>
          ))}
        </ul>
      )}
      {home ? (
        <div className="address-book__actions">
          <Button data-address-add disabled={!hydrated} onClick={onAdd}>
            {t('account.address.add')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
