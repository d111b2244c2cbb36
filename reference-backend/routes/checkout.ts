/**
 * Checkout (spec: shopping §7 Checkout, §9 pre-authorised amount): prepare, buy with pay at
 * delivery or card (a saved authorisation, or the local fake payment page), the prebilled amount,
 * bags and payment authorisations.
 */

import { formatDecimal } from '@sporta/i18n/format';
import { computeCart, openCart, renderCart } from '../domain/cart.ts';
import {
  checkReady,
  isDeclined,
  REFUSE_ORDERS_FLAG,
  readPaymentData,
  startPayment,
} from '../domain/checkout.ts';
import {
  orderById,
  orderLink,
  orderPrebilledAmount,
  prebilledAmount,
  renderOrder,
  writeOrder,
} from '../domain/orders.ts';
import { restoreParkedCart } from '../domain/parked-cart.ts';
import {
  CART_STATUS_MODIFYING,
  DEFAULT_PACKAGE_ID,
  PACKAGES,
  PAY_AT_DELIVERY,
  PAY_BY_CARD,
  PAYMENT_TYPES,
} from '../domain/shop.ts';
import { userById } from '../domain/users.ts';
import { type Routes, userOf } from '../http/call.ts';
import { Refusal } from '../http/envelope.ts';
import { BACKEND_TEXTS, SPEC_TEXTS, text } from '../messages.ts';

export const checkoutRoutes: Routes = {
  'POST /checkout/prepare': (call) => {
    const { db } = call.shop;
    const cart = openCart(db, userOf(call));
    const computed = computeCart(call.shop, cart);
    checkReady(call.shop, computed);
    db.run('UPDATE carts SET prepared = 1 WHERE cart_id = ?', cart.cart_id);
    return {
      data: {
        cartId: cart.cart_id,
        cart: renderCart(
          call.shop,
          computeCart(call.shop, { ...cart, prepared: 1 }),
          call.query.bool('show_sectors'),
        ),
        paymentTypeList: PAYMENT_TYPES.map((p) => ({ ...p })),
        prebilledAmount: prebilledAmount(computed),
      },
    };
  },

  'POST /checkout/buy': (call) => {
    const { db } = call.shop;
    const userId = userOf(call);
    const paymentTypeId = call.query.int('payment_type_id');
    if (!PAYMENT_TYPES.some((p) => p.paymentTypeId === paymentTypeId))
      throw new Refusal(BACKEND_TEXTS.paymentTypeUnknown);
    const authId = call.query.optInt('user_payment_auth_id');
    const paymentData = readPaymentData(call.query.optStr('payment_data'));
    if (authId !== undefined) {
      const auth = db.one(
        'SELECT * FROM payment_auths WHERE user_payment_auth_id = ? AND user_id = ? AND payment_type_id = ?',
        authId,
        userId,
        paymentTypeId,
      );
      if (!auth) throw new Refusal(BACKEND_TEXTS.paymentAuthUnknown);
    }
    const cart = openCart(db, userId);
    const computed = computeCart(call.shop, cart);
    checkReady(call.shop, computed);
    if (isDeclined(paymentData) || db.one('SELECT 1 FROM meta WHERE key = ?', REFUSE_ORDERS_FLAG))
      throw new Refusal(SPEC_TEXTS['errors.errorSendingOrder']);

    const byCard = paymentTypeId === PAY_BY_CARD;
    const needsPage = byCard && authId === undefined;
    const modifying = cart.status_id === CART_STATUS_MODIFYING && cart.order_id !== null;
    const result = db.transaction(() => {
      const orderId = writeOrder(call.shop, computed, {
        statusId: needsPage ? 2 : 3,
        paymentTypeId,
        paymentStatus: byCard ? (needsPage ? 'pending' : 'authorized') : 'to_pay',
        ...(authId === undefined ? {} : { userPaymentAuthId: authId }),
        ...(modifying && cart.order_id ? { orderId: cart.order_id } : {}),
      });
      db.run('UPDATE carts SET closed = 1 WHERE cart_id = ?', cart.cart_id);
      restoreParkedCart(db, userId, computed);
      const amount = prebilledAmount(computed);
      const paymentUrl = needsPage ? startPayment(call.shop, orderId, amount) : undefined;
      return { orderId, amount, paymentUrl };
    });
    const order = orderById(db, result.orderId);
    const user = userById(db, userId);
    if (user && order) {
      call.shop.mail(
        user.email,
        `Conferma ordine ${result.orderId}`,
        `Grazie ${user.first_name}! Abbiamo ricevuto il tuo ordine ${result.orderId} per il ${computed.slot?.date} (${computed.slot?.beginTime}-${computed.slot?.endTime}). Totale ${formatDecimal(computed.grossTotal, 2)} €. Lo trovi qui: ${orderLink(call.shop.settings.storefrontUrl, order)}`,
      );
    }
    return {
      data: {
        orderId: result.orderId,
        ...(order ? { order: renderOrder(call.shop, order, true) } : {}),
        prebilledAmount: result.amount,
        paymentTypeId,
        ...(result.paymentUrl
          ? { paymentUrl: result.paymentUrl, redirectUrl: result.paymentUrl }
          : {}),
      },
      infos: [text(modifying ? 'orderUpdated' : 'orderPlaced', { orderId: result.orderId })],
    };
  },

  'GET /checkout/prebilled-amount': (call) => {
    const { db } = call.shop;
    const userId = userOf(call);
    const orderId = call.query.optInt('order_id');
    if (orderId !== undefined) {
      const order = orderById(db, orderId);
      if (!order || order.user_id !== userId) throw new Refusal(BACKEND_TEXTS.orderNotFound);
      return {
        data: {
          orderId,
          paymentTypeId: call.query.int('payment_type_id'),
          prebilledAmount: orderPrebilledAmount(order),
          total: order.gross_total,
          totalPriceVariable: order.variable_total,
        },
      };
    }
    const computed = computeCart(call.shop, openCart(db, userId));
    const paymentTypeId = call.query.int('payment_type_id');
    return {
      data: {
        paymentTypeId,
        // Paid at the door: nothing is pre-authorised (issue 38: the payment page said otherwise).
        prebilledAmount: paymentTypeId === PAY_AT_DELIVERY ? 0 : prebilledAmount(computed),
        total: computed.grossTotal,
        totalPriceVariable: computed.variableTotal,
        packageTotal: computed.packageTotal,
      },
    };
  },

  'GET /packaging-type/list': (call) => {
    const cart = call.session.userId > 0 ? openCart(call.shop.db, call.session.userId) : undefined;
    const chosen = Number(
      (JSON.parse(cart?.infos ?? '{}') as Record<string, string>).packaging_type_id ??
        DEFAULT_PACKAGE_ID,
    );
    return {
      data: {
        products: PACKAGES.map((p) => ({
          productId: p.packageId,
          id: p.packageId,
          name: p.descr,
          slug: `imballaggio-${p.packageId}`,
          shortDescr: 'Sporta',
          description: `1 ogni ${p.itemsPerBag} prodotti`,
          priceDisplay: p.cost,
          price: p.cost,
          productInfos: { TIPOLOGIA: 'Pezzo', ITEMS_PER_PACKAGE: String(p.itemsPerBag) },
          selected: p.packageId === chosen,
        })),
      },
    };
  },

  'GET /payment-type/list-auth': (call) => {
    const rows = call.shop.db.all<{
      user_payment_auth_id: number;
      payment_type_id: number;
      card: string;
      expiry: string;
    }>(
      'SELECT * FROM payment_auths WHERE user_id = ? AND payment_type_id = ? ORDER BY user_payment_auth_id',
      userOf(call),
      call.query.int('payment_type_id'),
    );
    return {
      data: {
        auths: rows.map((row, i) => ({
          userPaymentAuthId: row.user_payment_auth_id,
          paymentTypeId: row.payment_type_id,
          creditCard: row.card,
          expireDate: row.expiry,
          isDefault: i === 0,
        })),
        paymentTypeId: call.query.int('payment_type_id'),
        payAtDelivery: call.query.int('payment_type_id') === PAY_AT_DELIVERY,
      },
    };
  },
};
