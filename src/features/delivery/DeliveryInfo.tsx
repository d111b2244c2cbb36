/**
 * Where and when, at the top of the cart drawer (spec: shopping §1 "right cart drawer (delivery
 * info, items, summary)"): the service, the address or store, the slot, and buttons to change
 * them — a locked one (the address of an order being modified, both while paying) is not
 * offered at all, and the lock says why.
 */
import { addMessages, formatSlot, t } from '@sporta/i18n';
import { account } from '@sporta/i18n/messages/account';
import { delivery } from '@sporta/i18n/messages/delivery';
import { useId } from 'react';
import { $cart, type Cart } from '../../platform/shopper/cart-state';
import { useIslandStore } from '../../platform/shopper/use-island-store';
import { changeAddress, changeTimeslot } from './delivery';
import {
  deliveryLocks,
  hasAddress,
  hasTimeslot,
  serviceNameKey,
  serviceOf,
} from './delivery-state';
import './delivery-info.css';

addMessages(delivery);
addMessages(account);

/** 'Casa — Via Italia 20, Monza' */
export function addressLine(cart: Cart): string {
  const a = cart.shippingAddress;
  if (!a) return '';
  const street = [a.address1, a.addressNumber].filter(Boolean).join(' ');
  const place = [street, a.city].filter(Boolean).join(', ');
  return [a.addressName, place].filter(Boolean).join(' — ');
}

/** 'mercoledì 25 novembre, 10:00 - 12:00' */
export function slotLine(cart: Cart): string {
  const slot = cart.timeslot;
  if (!slot?.date) return '';
  return formatSlot(slot.date, slot.beginTime ?? '', slot.endTime ?? '');
}

/** `pathname`: the page's (default: the browser's — the info shows only once a cart is loaded there). */
export function DeliveryInfo({ pathname }: { pathname?: string }) {
  const cart = useIslandStore($cart);
  const titleId = useId();
  if (!cart || cart.cartId <= 0) return null;
  const locks = deliveryLocks(cart, pathname ?? window.location.pathname);
  const withAddress = hasAddress(cart);
  const withSlot = hasTimeslot(cart);
  const service = serviceOf(cart);
  const serviceKey = serviceNameKey(service);
  const lockText = locks.timeslot
    ? t('delivery.locked.payment')
    : locks.address
      ? t('delivery.locked.address')
      : undefined;
  return (
    <section className="delivery-info" aria-labelledby={titleId}>
      <h3 id={titleId} className="delivery-info__title">
        {t('delivery.info.label')}
      </h3>
      <dl className="delivery-info__list">
        <div className="delivery-info__row">
          <dt>{t('delivery.info.where')}</dt>
          <dd data-delivery-info="address">
            {withAddress && serviceKey ? (
              <>
                <strong className="delivery-info__service">{t(serviceKey)}</strong>{' '}
              </>
            ) : null}
            <span>{withAddress ? addressLine(cart) : t('delivery.info.noAddress')}</span>
          </dd>
          {locks.address ? null : (
            <dd className="delivery-info__action">
              <button
                type="button"
                className="delivery-info__change"
                data-delivery-change="address"
                onClick={() => void changeAddress()}
              >
                {t(withAddress ? 'delivery.info.changeAddress' : 'delivery.info.chooseAddress')}
              </button>
            </dd>
          )}
        </div>
        <div className="delivery-info__row">
          <dt>{t('delivery.info.when')}</dt>
          <dd data-delivery-info="timeslot">
            {withSlot ? slotLine(cart) : t('delivery.info.noTimeslot')}
          </dd>
          {locks.timeslot ? null : (
            <dd className="delivery-info__action">
              <button
                type="button"
                className="delivery-info__change"
                data-delivery-change="timeslot"
                // No slot can be chosen before the address.
                disabled={!withAddress}
                onClick={() => void changeTimeslot('cart')}
              >
                {t(withSlot ? 'delivery.info.changeTimeslot' : 'delivery.info.chooseTimeslot')}
              </button>
            </dd>
          )}
        </div>
      </dl>
      {lockText ? <p className="delivery-info__lock">{lockText}</p> : null}
    </section>
  );
}
