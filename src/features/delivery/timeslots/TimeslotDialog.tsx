/**
 * The timeslot selector (spec: shopping §2 "Timeslot selector", §4 "Timeslot selection"): the
 * days of `timeslot/list` as tabs, each day's slots as one radio group, the legend. Choosing a
 * slot disables the selector, sets it on the cart and answers 'done'; a failure says so and
 * gives the selector back. From it the shopper may change the address ('setAddress') or, when
 * home delivery is full that day, switch to store pickup ({action: 'setAddress',
 * deliveryServiceId: 1}). An island hydrated on intent (`client:intent="timeslot"`).
 */
import { useStore } from '@nanostores/react';
import { addMessages, formatDayParts, type MessageKey, t } from '@sporta/i18n';
import { delivery } from '@sporta/i18n/messages/delivery';
import { errors } from '@sporta/i18n/messages/errors';
import { timeslots } from '@sporta/i18n/messages/timeslots';
import { uiDelivery } from '@sporta/i18n/messages/ui-delivery';
import {
  Button,
  DayTabs,
  Dialog,
  Skeleton,
  TimeslotCard,
  TimeslotGrid,
  TimeslotLegend,
} from '@sporta/ui-kit';
import { useEffect, useId, useState } from 'react';
import { $cart, type Cart } from '../../../platform/shopper/cart-state';
import { useIslandStore } from '../../../platform/shopper/use-island-store';
import { $overlay, answerOverlay, closeOverlay } from '../../../shell/overlay/overlay';
import { TIMESLOT_DIALOG, TIMESLOT_OVERLAY } from '../delivery';
import { deliveryLocks, SERVICE } from '../delivery-state';
import type { SlotView, TimeslotBoard } from './timeslot-days';
import { loadTimeslotBoard, saveTimeslot, type TimeslotTexts } from './timeslots';
import './timeslot-dialog.css';

addMessages(timeslots);
addMessages(delivery);
addMessages(errors);
addMessages(uiDelivery);

type Loaded =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'ready'; board: TimeslotBoard; cart: Cart | null };

export default function TimeslotDialog() {
  const open = useIslandStore($overlay) === TIMESLOT_OVERLAY;
  const [texts, setTexts] = useState<TimeslotTexts>({});
  return (
    <Dialog
      id="dialog-timeslot"
      open={open}
      onClose={closeOverlay}
      title={texts.title ?? t('timeslots.title')}
      size={750}
    >
      {/* Mounted while open: fresh days each time, nothing of it in pages that never open it. */}
      {open ? <TimeslotSelector onTexts={setTexts} subtitle={texts.subtitle} /> : null}
    </Dialog>
  );
}

const ADDRESS_TYPE_KEYS: Readonly<Record<number, MessageKey>> = {
  2: 'timeslots.addressType.2',
  3: 'timeslots.addressType.3',
  5: 'timeslots.addressType.5',
};

function TimeslotSelector({
  onTexts,
  subtitle,
}: {
  onTexts(texts: TimeslotTexts): void;
  subtitle: string | undefined;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [day, setDay] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const panelId = useId();
  const cartNow = useStore($cart);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the "reload" button: a new attempt loads again.
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    loadTimeslotBoard(onTexts).then(
      ({ board, cart }) => {
        if (!current) return;
        setLoaded({ state: 'ready', board, cart });
        setDay(board.openingDay);
      },
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt, onTexts]);

  if (loaded.state === 'loading') {
    return (
      <div className="timeslot-selector" aria-busy="true">
        <p className="timeslot-selector__status" role="status">
          {t('timeslots.loading')}
        </p>
        <Skeleton shape="text" lines={3} />
      </div>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <div className="timeslot-selector">
        <p role="alert">{t('timeslots.loadError')}</p>
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('timeslots.retry')}
        </Button>
      </div>
    );
  }
  const cart = cartNow ?? loaded.cart;
  if (!cart || cart.cartId <= 0) {
    return <p className="timeslot-selector">{t('timeslots.noCart')}</p>;
  }
  const { board } = loaded;
  const shown = board.days.find((d) => d.dateIso === day) ?? board.days[0];
  const address = cart.shippingAddress;
  const typeKey = ADDRESS_TYPE_KEYS[address?.addressTypeId ?? 0];
  const homeDelivery = address?.deliveryServiceId === SERVICE.homeDelivery;
  // An order being modified keeps its address: no way to the address dialog from here.
  const addressLocked = deliveryLocks(cart, window.location.pathname).address;

  const choose = async (slot: SlotView) => {
    // spec §4 "Choosing a slot with active below 1 does nothing."
    if (!shown || !slot.active || saving) return;
    setSaving(true);
    setFailed(false);
    const saved = await saveTimeslot(shown.dateIso, slot.timeslotId);
    if (saved.ok) {
      answerOverlay(TIMESLOT_DIALOG, 'done');
      return;
    }
    setSaving(false);
    setFailed(true);
  };

  return (
    <div className="timeslot-selector" aria-busy={saving || undefined}>
      {subtitle ? <p className="timeslot-selector__subtitle">{subtitle}</p> : null}
      <div className="timeslot-selector__address">
        <p>
          {typeKey && address
            ? t(typeKey, { address: address.addressName ?? address.address1 ?? '' })
            : t('delivery.info.noAddress')}
        </p>
        {addressLocked ? null : (
          <button
            type="button"
            className="timeslot-selector__link"
            onClick={() => answerOverlay(TIMESLOT_DIALOG, 'setAddress')}
          >
            {t('delivery.info.changeAddress')}
          </button>
        )}
      </div>
      {board.warning ? (
        <p className="timeslot-selector__warning" role="note">
          {t('timeslots.generalWarning')}
        </p>
      ) : null}
      {failed ? (
        <p className="timeslot-selector__error" role="alert">
          {t('errors.errorSettingTimeslot')}
        </p>
      ) : null}
      {saving ? (
        <p className="timeslot-selector__status" role="status">
          {t('timeslots.saving')}
        </p>
      ) : null}
      {board.days.length > 0 && shown ? (
        <>
          <DayTabs
            days={board.days.map(({ dateIso, today, promo, full, closed }) => ({
              dateIso,
              today,
              promo,
              full,
              closed,
            }))}
            selected={shown.dateIso}
            onSelect={setDay}
            panelId={panelId}
          />
          {homeDelivery && shown.full && !addressLocked ? <StorePickupOffer /> : null}
          {shown.slots.length > 0 ? (
            <TimeslotGrid id={panelId} label={formatDayParts(shown.dateIso).long} busy={saving}>
              {shown.slots.map((slot) => (
                <TimeslotCard
                  key={slot.timeslotId}
                  beginTime={slot.beginTime}
                  endTime={slot.endTime}
                  status={slot.status}
                  selected={slot.selected}
                  tabStop={slot.selected}
                  limited={slot.limited}
                  expanded={slot.expanded}
                  standardDelivery={slot.standardDelivery}
                  disabled={saving}
                  closed={!slot.active}
                  onSelect={() => void choose(slot)}
                  {...(slot.promoName ? { promoName: slot.promoName } : {})}
                  {...(slot.description ? { description: slot.description } : {})}
                />
              ))}
            </TimeslotGrid>
          ) : (
            <p id={panelId} role="tabpanel" className="timeslot-selector__empty">
              {t(shown.closed ? 'timeslots.closedDay' : 'timeslots.noSlots')}
            </p>
          )}
        </>
      ) : (
        <p className="timeslot-selector__empty">{t('timeslots.noSlots')}</p>
      )}
      <TimeslotLegend />
    </div>
  );
}

/** Home delivery is full that day: store pickup, a free service (spec §2, §4). */
function StorePickupOffer() {
  return (
    <div className="timeslot-selector__full" role="note">
      <p>{t('timeslots.homeDeliveryNotAvailable')}</p>
      <p>
        {t('timeslots.tryStorePickup')}: {t('timeslots.freeService')}
      </p>
      <Button
        variant="secondary"
        onClick={() =>
          answerOverlay(TIMESLOT_DIALOG, {
            action: 'setAddress',
            deliveryServiceId: SERVICE.storePickup,
          })
        }
      >
        {t('timeslots.selectStorePickup')}
      </Button>
    </div>
  );
}
