/**
 * What switching address or service does to the cart (spec: account §7 user-address/preview
 * before user-address/select): the products she would lose, the delivery fee now and after, and
 * her choice: switch, or keep the address she has. Shown in place of the list, in the address
 * dialog; the heading takes the focus so a keyboard or screen-reader user lands on it.
 */
import { addMessages, formatPrice, t } from '@sporta/i18n';
import { delivery } from '@sporta/i18n/messages/delivery';
import { fromCents } from '@sporta/rules';
import { Button } from '@sporta/ui-kit';
import { useEffect, useId, useRef } from 'react';
import type { AddressSwitch as Changes } from './address-switch';

addMessages(delivery);

export interface AddressSwitchProps {
  /** The new address's name. */
  name: string;
  changes: Changes;
  busy: boolean;
  onConfirm(): void;
  onKeep(): void;
}

export function AddressSwitch({ name, changes, busy, onConfirm, onKeep }: AddressSwitchProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="address-switch" aria-labelledby={titleId} data-address-switch>
      <h3 id={titleId} ref={heading} tabIndex={-1} className="address-switch__title">
        {t('delivery.switch.title')}
      </h3>
      <p>{t('delivery.switch.to', { name })}</p>
      {changes.lostNames.length > 0 ? (
        <>
          <p>{t('delivery.switch.lost')}</p>
          <ul className="address-switch__lost" data-switch-lost>
            {changes.lostNames.map((product, index) => (
              <li key={changes.lostItemIds[index]}>{product}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p data-switch-fee="now">
        {t('delivery.switch.feeNow', { fee: formatPrice(fromCents(changes.feeBeforeCents)) })}
      </p>
      <p data-switch-fee="after">
        {t('delivery.switch.feeAfter', { fee: formatPrice(fromCents(changes.feeAfterCents)) })}
      </p>
      <div className="address-selector__actions">
        <Button variant="secondary" onClick={onKeep} disabled={busy}>
          {t('delivery.switch.keep')}
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {t('delivery.switch.confirm')}
        </Button>
      </div>
    </section>
  );
}
