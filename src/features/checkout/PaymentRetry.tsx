/**
 * The error screen's ways out (issue 17; spec: shopping §7 Orders `order/list-retry-payment`,
 * `order/payment`, `order/modify-payment-type`): pay the order again on the provider's page, or
 * choose another of the payment types the shop offered. A refusal shows here; nothing is lost.
 */
import { addMessages, t } from '@sporta/i18n';
import { checkout } from '@sporta/i18n/messages/checkout';
import { errors } from '@sporta/i18n/messages/errors';
import { Button, RadioGroup } from '@sporta/ui-kit';
import { type FormEvent, useEffect, useState } from 'react';
import { leaveTo } from '../../platform/leave';
import type { Outcome } from '../../platform/outcome';
import { canRetryPayment, changePaymentType, paymentTypeLabel, retryPayment } from './checkout';
import { rememberedPaymentTypes } from './payment-types';
import './checkout.css';

addMessages(checkout);
addMessages(errors);

export default function PaymentRetry({ orderId }: { orderId: number }) {
  const [retryable, setRetryable] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [chosen, setChosen] = useState<string>();
  const types = rememberedPaymentTypes();
  useEffect(() => {
    canRetryPayment(orderId).then(setRetryable);
  }, [orderId]);

  const go = async (step: () => Promise<Outcome<string>>) => {
    setBusy(true);
    setFailure(undefined);
    const outcome = await step();
    if (outcome.ok) {
      leaveTo(outcome.value);
      return;
    }
    setBusy(false);
    setFailure(outcome.message);
  };
  const change = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) void go(() => changePaymentType(orderId, Number(chosen)));
  };
  if (!retryable) return null;
  return (
    <section className="payment" aria-labelledby="payment-retry" aria-busy={busy}>
      <h2 id="payment-retry">{t('payment.retry.title')}</h2>
      <Button disabled={busy} onClick={() => void go(() => retryPayment(orderId))}>
        {t('payment.retry.pay')}
      </Button>
      {types.length > 0 ? (
        <form className="payment" onSubmit={change}>
          <RadioGroup
            legend={t('payment.retry.change')}
            options={types.map((type) => ({
              value: String(type.paymentTypeId),
              label: paymentTypeLabel(type),
            }))}
            value={chosen}
            onChange={setChosen}
            required
          />
          <Button type="submit" variant="secondary" disabled={busy || !chosen}>
            {t('payment.retry.confirm')}
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
