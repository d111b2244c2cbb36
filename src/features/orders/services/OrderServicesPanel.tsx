/**
 * The order detail's services (issue 26; spec: account §2 "Orders area", §8): pay again or another
 * payment type (the checkout's PaymentRetry), the invoice PDF, the parking reservation of a pickup
 * and the rating. One island, `client:visible-deadline`: its controls wait for hydration (useHydrated), its
 * forms keep what was typed when refused, and every outcome is said in place.
 */
import { addMessages, t } from '@sporta/i18n';
import { errors } from '@sporta/i18n/messages/errors';
import { orders } from '@sporta/i18n/messages/orders';
import { Button, RadioGroup, ResponseMessageBox, TextField } from '@sporta/ui-kit';
import { type FormEvent, useRef, useState } from 'react';
import { useHydrated } from '../../../shell/hydration/island-ready';
import { PaymentRetry, type PaymentRetryTexts } from '../../checkout';
import {
  distanceOf,
  type OrderRating,
  type OrderServicesData,
  type ParkingReservation,
  STARS,
} from './order-services';
import { downloadInvoice, reserveParking, saveRating } from './order-services.client';
import './order-services.css';

addMessages(errors);
addMessages(orders);

const PAYMENT_TEXTS: PaymentRetryTexts = {
  title: 'order.payment.title',
  pay: 'order.actions.pay',
  change: 'order.actions.changePaymentType',
  confirm: 'order.payment.confirm',
};

/** What an outcome says in place: an info, a warning or an error (ResponseMessageBox). */
type Said = { infos?: string[]; warnings?: string[]; errors?: string[] };

export default function OrderServicesPanel({
  orderId,
  payment,
  invoice,
  parking,
  rating,
}: OrderServicesData) {
  const hydrated = useHydrated();
  return (
    <div className="order-services" data-order-services>
      {payment ? (
        <PaymentRetry
          orderId={orderId}
          payable
          currentTypeId={payment.currentTypeId}
          texts={PAYMENT_TEXTS}
        />
      ) : null}
      {invoice ? <Invoice orderId={orderId} hydrated={hydrated} /> : null}
      {parking ? (
        <Parking orderId={orderId} reserved={parking.reservation} hydrated={hydrated} />
      ) : null}
      {rating ? <Rating orderId={orderId} saved={rating} hydrated={hydrated} /> : null}
    </div>
  );
}

function Invoice({ orderId, hydrated }: { orderId: number; hydrated: boolean }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const open = async () => {
    setBusy(true);
    setFailure(undefined);
    const outcome = await downloadInvoice(orderId);
    setBusy(false);
    if (!outcome.ok) setFailure(outcome.text);
  };
  return (
    <section className="order-services__part" aria-labelledby="order-invoice" aria-busy={busy}>
      <h2 id="order-invoice">{t('order.invoice.title')}</h2>
      <Button variant="secondary" disabled={!hydrated || busy} onClick={() => void open()}>
        {busy ? t('order.invoice.opening') : t('order.actions.invoice')}
      </Button>
      {failure ? <ResponseMessageBox errors={[failure]} /> : null}
    </section>
  );
}

function Parking({
  orderId,
  reserved,
  hydrated,
}: {
  orderId: number;
  reserved: ParkingReservation | null;
  hydrated: boolean;
}) {
  const [reservation, setReservation] = useState(reserved);
  const [distance, setDistance] = useState('');
  const [info, setInfo] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>({});
  const result = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const metres = distanceOf(distance);
    setInvalid(metres === undefined ? t('order.parking.distanceInvalid') : undefined);
    if (metres === undefined) return;
    setBusy(true);
    setSaid({});
    const outcome = await reserveParking(orderId, metres, info);
    setBusy(false);
    if (outcome.ok) {
      setReservation(outcome.value);
      setSaid({ infos: [t('order.parking.success')] });
      // The form is gone: the focus goes to what replaced it.
      requestAnimationFrame(() => result.current?.focus());
    } else if (outcome.key === 'order.parking.unexpectedError') {
      setSaid({ errors: [outcome.text] });
    } else {
      setSaid({ warnings: [t('order.parking.warning', { reason: outcome.text })] });
    }
  };

  return (
    <section className="order-services__part" aria-labelledby="order-parking" aria-busy={busy}>
      <h2 id="order-parking">{t('order.parking.title')}</h2>
      {reservation ? (
        <div ref={result} tabIndex={-1} className="order-services__result" data-parking-reserved>
          <ResponseMessageBox {...said} />
          <h3>{t('order.parking.reserved')}</h3>
          <dl className="order-services__facts">
            {reservation.parkingSpot ? (
              <div>
                <dt>{t('order.parking.spot')}</dt>
                <dd>{reservation.parkingSpot}</dd>
              </div>
            ) : null}
            {reservation.distance !== undefined ? (
              <div>
                <dt>{t('order.parking.distanceTerm')}</dt>
                <dd>{t('order.parking.distanceValue', { distance: reservation.distance })}</dd>
              </div>
            ) : null}
            {reservation.reservationInfo ? (
              <div>
                <dt>{t('order.parking.infoValue')}</dt>
                <dd>{reservation.reservationInfo}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      ) : (
        <form className="order-services__form" noValidate onSubmit={(event) => void submit(event)}>
          <p>{t('order.parking.intro')}</p>
          <TextField
            label={t('order.parking.distance')}
            hint={t('order.parking.distanceHint')}
            error={invalid}
            inputMode="numeric"
            autoComplete="off"
            name="distance"
            required
            value={distance}
            onChange={(event) => setDistance(event.currentTarget.value)}
          />
          <TextField
            label={t('order.parking.info')}
            name="reservation_info"
            autoComplete="off"
            maxLength={200}
            value={info}
            onChange={(event) => setInfo(event.currentTarget.value)}
          />
          <Button type="submit" disabled={!hydrated || busy}>
            {t('order.actions.parking')}
          </Button>
          <ResponseMessageBox {...said} />
        </form>
      )}
    </section>
  );
}

function Rating({
  orderId,
  saved,
  hydrated,
}: {
  orderId: number;
  saved: OrderRating;
  hydrated: boolean;
}) {
  const [noteId, setNoteId] = useState(saved.noteId);
  const [stars, setStars] = useState(saved.stars ? String(saved.stars) : undefined);
  const [text, setText] = useState(saved.text);
  const [missing, setMissing] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMissing(stars ? undefined : t('order.rating.starsRequired'));
    if (!stars) return;
    setBusy(true);
    setSaid({});
    const outcome = await saveRating(orderId, { noteId, stars: Number(stars), text });
    setBusy(false);
    if (outcome.ok) {
      setNoteId(outcome.value.noteId);
      setSaid({ infos: [t('order.rating.saved')] });
    } else {
      setSaid({ errors: [outcome.text] });
    }
  };

  return (
    <section className="order-services__part" aria-labelledby="order-rating" aria-busy={busy}>
      <h2 id="order-rating">{t('order.rating.title')}</h2>
      <form className="order-services__form" noValidate onSubmit={(event) => void submit(event)}>
        <RadioGroup
          legend={t('order.rating.starsLegend')}
          name="rating"
          orientation="horizontal"
          options={STARS.map((count) => ({
            value: String(count),
            label: t('order.rating.stars', { stars: count }),
          }))}
          value={stars}
          onChange={setStars}
          error={missing}
          required
        />
        <TextField
          label={t('order.rating.comment')}
          name="text"
          autoComplete="off"
          maxLength={500}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" disabled={!hydrated || busy}>
          {t('order.rating.submit')}
        </Button>
        <ResponseMessageBox {...said} />
      </form>
    </section>
  );
}
