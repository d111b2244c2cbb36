/**
 * The error screen's ways out (issue 17; spec: shopping §7 Orders `order/list-retry-payment`,
 * `order/payment`, `order/modify-payment-type`): pay the order again on the provider's page, or
 * choose another of the payment types the shop offered. A refusal shows here; nothing is lost.
 * The order detail (features/account, issue 26) shows it too: there the server's `isPayable` has
 * already said the order may be paid (`payable`), and the texts are the order's own.
 */
import { addMessages, type MessageKey, t } from '@sporta/i18n';
import { checkout } from '@sporta/i18n/messages/checkout';
import { errors } from '@sporta/i18n/messages/errors';
import { Button, RadioGroup } from '@sporta/ui-kit';
import { type FormEvent, useEffect, useState } from 'react';
import { leaveTo } from '../../../platform/leave';
import type { Outcome } from '../../../platform/results/outcome';
import { useHydrated } from '../../../shell/hydration/island-ready';
import {
  canRetryPayment,
  changePaymentType,
  type PaymentType,
  paymentTypeLabel,
  retryPayment,
} from '../checkout';
import { rememberedPaymentTypes } from './payment-types';
import '../checkout.css';

addMessages(checkout);
addMessages(errors);

export interface PaymentRetryTexts {
  title: MessageKey;
  pay: MessageKey;
  change: MessageKey;
  confirm: MessageKey;
}

const RESULT_TEXTS: PaymentRetryTexts = {
  title: 'payment.retry.title',
  pay: 'payment.retry.pay',
  change: 'payment.retry.change',
  confirm: 'payment.retry.confirm',
};

export interface PaymentRetryProps {
  orderId: number;
  /** Already known to be payable (the order's `isPayable`): no `order/list-retry-payment` call. */
  payable?: boolean;
  /** The order's payment type now: not offered as "another" one. */
  currentTypeId?: number | undefined;
  texts?: PaymentRetryTexts;
}

export default function PaymentRetry({
  orderId,
  payable,
  currentTypeId,
  texts = RESULT_TEXTS,
}: PaymentRetryProps) {
  const [retryable, setRetryable] = useState(payable ?? false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [chosen, setChosen] = useState<string>();
  // Read after hydration: the server's HTML has no browser storage to read them from.
  const [types, setTypes] = useState<PaymentType[]>([]);
  const hydrated = useHydrated();
  useEffect(() => {
    setTypes(rememberedPaymentTypes().filter((type) => type.paymentTypeId !== currentTypeId));
  }, [currentTypeId]);
  useEffect(() => {
    if (payable === undefined) canRetryPayment(orderId).then(setRetryable);
  }, [orderId, payable]);

  const go = async (step: () => Promise<Outcome<string>>) => {
    setBusy(true);
    setFailure(undefined);
    const outcome = await step();
    if (outcome.ok) {
      leaveTo(outcome.value);
      return;
    }
    setBusy(false);
    setFailure(outcome.text);
  };
  const change = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) void go(() => changePaymentType(orderId, Number(chosen)));
  };
  if (!retryable) return null;
  const idle = hydrated && !busy;
  return (
    <section className="payment" aria-labelledby={`payment-retry-${orderId}`} aria-busy={busy}>
      <h2 id={`payment-retry-${orderId}`}>{t(texts.title)}</h2>
      <Button disabled={!idle} onClick={() => void go(() => retryPayment(orderId))}>
        {t(texts.pay)}
      </Button>
      {types.length > 0 ? (
        <form className="payment" onSubmit={change}>
          <RadioGroup
            legend={t(texts.change)}
            options={types.map((type) => ({
              value: String(type.paymentTypeId),
              label: paymentTypeLabel(type),
            }))}
            value={chosen}
            onChange={setChosen}
            required
          />
          <Button type="submit" variant="secondary" disabled={!idle || !chosen}>
            {t(texts.confirm)}
          </Button>
        </form>
      ) : null}
      {failure ? (
        <p className="payment__failure" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
