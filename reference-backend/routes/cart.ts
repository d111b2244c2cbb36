/**
 * Cart calls (spec: shopping §7 Cart, "Gift and discount codes"; quantity rules §4, §5, §8).
 * Every change is one transaction; a refused line leaves the cart as it was.
 */
import { formatDecimal } from '@sporta/i18n/format';
import {
  checkDailyMaximum,
  checkLineQuantity,
  fromCents,
  purchaseMinimum,
  toCents,
} from '@sporta/rules';
import type { Database } from '../database.ts';
import {
  type CartRow,
  cartAdjustments,
  cartAnswer,
  cartItems,
  computeCart,
  type GiftCertificateRow,
  guestCart,
  openCart,
} from '../domain/cart.ts';
import { addLine, INSERTION, lineInfos, orderedThatDay } from '../domain/cart-lines.ts';
import { shopDate } from '../domain/clock.ts';
import { guestCartOwner, guestCartUser } from '../domain/guest-cart.ts';
import { quantityOrRefusal, removeLines } from '../domain/lines.ts';
import { productById, sellingRuleOf } from '../domain/products.ts';
import { CART_STATUS_OPEN, DELIVERY_FEE_ROWS, MINIMUM_PURCHASE, PACKAGES } from '../domain/shop.ts';
import { type Call, type Routes, userOf } from '../http/call.ts';
import { Refusal } from '../http/envelope.ts';
import { bodyItems, bodyObject, type JsonObject, optNumber, optString } from '../http/input.ts';
import { BACKEND_TEXTS, SPEC_TEXTS, text } from '../messages.ts';

const sectors = (call: Call) => call.query.bool('show_sectors');
/**
 * Whose cart a call changes: the shopper's, or the guest session's own (domain/guest-cart.ts,
 * made on its first change) — EBSN with an anonymous cart configured; the storefront sends a
 * guest's changes only when PUBLIC_ANONYMOUS_CART is on.
 */
const cartOwner = (call: Call) =>
  call.session.userId > 0 ? call.session.userId : guestCartOwner(call.shop, call.session);
const answer = (call: Call, extra: { warnings?: string[]; infos?: string[] } = {}) => ({
  data: cartAnswer(call.shop, cartOwner(call), sectors(call)),
  ...extra,
});

function slotDay(call: Call, cart: CartRow): string | undefined {
  return computeCart(call.shop, cart).slot?.date;
}

/** Adds lines from an order or a list; lines a rule refuses become warnings. */
function addMany(call: Call, items: JsonObject[], insertion: number, failure: string) {
  const { db } = call.shop;
  const cart = openCart(db, cartOwner(call));
  const day = slotDay(call, cart);
  const warnings: string[] = [];
  let added = 0;
  for (const item of items) {
    try {
      db.transaction(() => addLine(db, cart, item, insertion, day));
      added++;
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const product = productById(db, Number(item.productId));
      warnings.push(product ? `${product.name}: ${error.message}` : error.message);
    }
  }
  if (added === 0) throw new Refusal([failure, ...warnings]);
  return answer(call, warnings.length ? { warnings } : {});
}

/** A code of the shop: public, or personal (then it must be the shopper's, unused). */
function findCertificate(db: Database, userId: number, code: string) {
  const certificate = db.one<GiftCertificateRow>(
    'SELECT * FROM gift_certificates WHERE code = ?',
    code.trim(),
  );
  if (!certificate || certificate.valid_until < shopDate().toISOString().slice(0, 10))
    return undefined;
  const owners = db.all<{
    user_gift_certificate_id: number;
    user_id: number;
    used_order_id: number | null;
  }>(
    'SELECT * FROM user_gift_certificates WHERE gift_certificate_id = ?',
    certificate.gift_certificate_id,
  );
  if (owners.length === 0) return { certificate, userGiftCertificateId: null };
  const mine = owners.find((o) => o.user_id === userId && o.used_order_id === null);
  return mine ? { certificate, userGiftCertificateId: mine.user_gift_certificate_id } : undefined;
}

const invalidCode = (code: string) => new Refusal(text('validation.discountCodeInvalid', { code }));

export const cartRoutes: Routes = {
  'GET /cart/view': (call) => {
    if (call.session.userId <= 0 && !guestCartUser(call.session)) return { data: guestCart() };
    return answer(call);
  },

  'POST /cart/add': (call) => {
    const items = bodyItems(call.body);
    const cart = openCart(call.shop.db, cartOwner(call));
    const day = slotDay(call, cart);
    call.shop.db.transaction(() => {
      for (const item of items) addLine(call.shop.db, cart, item, INSERTION.manual, day);
    });
    return answer(call);
  },

  'POST /cart/update': (call) => {
    const { db } = call.shop;
    const items = bodyItems(call.body);
    const cart = openCart(db, cartOwner(call));
    const day = slotDay(call, cart);
    db.transaction(() => {
      for (const item of items) {
        const line = cartItems(db, cart.cart_id).find((l) => l.item_id === optString(item.itemId));
        if (!line) throw new Refusal(BACKEND_TEXTS.notFound);
        const quantity = optNumber(item.quantity) ?? optNumber(item.weight);
        if (quantity === undefined)
          throw new Refusal(text('missingParameter', { name: 'quantity' }));
        if (quantity <= 0) {
          db.run('DELETE FROM cart_items WHERE item_id = ?', line.item_id);
          continue;
        }
        const product = productById(db, line.product_id);
        if (!product) throw new Refusal(BACKEND_TEXTS.productNotFound);
        const rule = sellingRuleOf(product);
        const checked = quantityOrRefusal(checkLineQuantity(rule, quantity));
        const ordered = orderedThatDay(db, cart, line.product_id, day);
        quantityOrRefusal(checkDailyMaximum(rule, checked, ordered));
        db.run(
          'UPDATE cart_items SET quantity = ?, weight = ? WHERE item_id = ?',
          checked,
          rule.kind === 'weight' ? checked : null,
          line.item_id,
        );
      }
      db.run('UPDATE carts SET prepared = 0 WHERE cart_id = ?', cart.cart_id);
    });
    return answer(call);
  },

  'POST /cart/delete': (call) => {
    const { db } = call.shop;
    const items = bodyItems(call.body);
    const cart = openCart(db, cartOwner(call));
    db.transaction(() => {
      const removed = removeLines(db, 'cart', cart.cart_id, items);
      if (removed === 0) throw new Refusal(SPEC_TEXTS['errors.errorRemovingProduct']);
      db.run('UPDATE carts SET prepared = 0 WHERE cart_id = ?', cart.cart_id);
    });
    return answer(call);
  },

  'POST /cart/close': (call) => {
    const { db } = call.shop;
    const cart = openCart(db, cartOwner(call));
    if (call.query.int('cart_id') !== cart.cart_id)
      throw new Refusal(SPEC_TEXTS['errors.emptyCart']);
    db.transaction(() => {
      db.run('DELETE FROM cart_items WHERE cart_id = ?', cart.cart_id);
      db.run('DELETE FROM cart_codes WHERE cart_id = ?', cart.cart_id);
      if (cart.order_id) {
        // Cancelling the edits of a reopened order: the order stays as it was, a fresh cart opens.
        db.run('UPDATE carts SET closed = 1 WHERE cart_id = ?', cart.cart_id);
      } else {
        db.run(
          "UPDATE carts SET status_id = ?, prepared = 0, infos = '{}' WHERE cart_id = ?",
          CART_STATUS_OPEN,
          cart.cart_id,
        );
      }
    });
    return answer(call);
  },

  'POST /cart/add-all-from-order': (call) => {
    const { db } = call.shop;
    const orderId = call.query.int('order_id');
    const order = db.one<{ user_id: number }>(
      'SELECT user_id FROM orders WHERE order_id = ?',
      orderId,
    );
    if (!order || order.user_id !== userOf(call))
      throw new Refusal(SPEC_TEXTS['errors.errorAddingProductFromOrder']);
    const items = db.all<JsonObject>(
      'SELECT product_id AS productId, quantity FROM order_items WHERE order_id = ?',
      orderId,
    );
    return addMany(
      call,
      items,
      INSERTION.fromOrder,
      SPEC_TEXTS['errors.errorAddingProductFromOrder'],
    );
  },

  'POST /cart/add-all-from-wishlist': (call) => {
    const { db } = call.shop;
    const listId = call.query.int('list_id');
    const userId = userOf(call);
    const list = db.one<{ list_id: number }>(
      'SELECT list_id FROM wishlists w WHERE list_id = ? AND (user_id = ? OR EXISTS (SELECT 1 FROM wishlist_shares s WHERE s.list_id = w.list_id AND s.user_id = ?))',
      listId,
      userId,
      userId,
    );
    if (!list) throw new Refusal(SPEC_TEXTS['errors.errorAddingProductFromList']);
    const items = db.all<JsonObject>(
      'SELECT product_id AS productId, quantity FROM wishlist_items WHERE list_id = ?',
      listId,
    );
    return addMany(
      call,
      items,
      INSERTION.fromList,
      SPEC_TEXTS['errors.errorAddingProductFromList'],
    );
  },

  'POST /cart/update-cart-info': (call) => {
    const { db } = call.shop;
    const body = bodyObject(call.body);
    const property = optString(body.property);
    const value = typeof body.value === 'string' ? body.value : optString(body.value);
    if (!property || !/^[a-z][a-z0-9_]{0,40}$/.test(property) || value === undefined) {
      throw new Refusal(SPEC_TEXTS['errors.errorSettingCartInfo']);
    }
    if (['need_invoice', 'no_bags'].includes(property) && !['true', 'false'].includes(value)) {
      throw new Refusal(SPEC_TEXTS['errors.errorSettingCartInfo']);
    }
    if (property === 'packaging_type_id' && !PACKAGES.some((p) => String(p.packageId) === value)) {
      throw new Refusal(SPEC_TEXTS['errors.errorSettingCartInfo']);
    }
    const cart = openCart(db, cartOwner(call));
    const infos = { ...(JSON.parse(cart.infos) as Record<string, string>), [property]: value };
    db.run('UPDATE carts SET infos = ? WHERE cart_id = ?', JSON.stringify(infos), cart.cart_id);
    return answer(call);
  },

  'POST /cart/update-infos': (call) => {
    const { db } = call.shop;
    const items = bodyItems(call.body);
    const cart = openCart(db, cartOwner(call));
    db.transaction(() => {
      for (const item of items) {
        const line = cartItems(db, cart.cart_id).find((l) => l.item_id === optString(item.itemId));
        if (!line) throw new Refusal(BACKEND_TEXTS.notFound);
        const merged = {
          ...(JSON.parse(line.infos) as Record<string, string>),
          ...lineInfos(item, []),
        };
        db.run(
          'UPDATE cart_items SET infos = ? WHERE item_id = ?',
          JSON.stringify(merged),
          line.item_id,
        );
      }
    });
    return answer(call);
  },

  'GET /cart/purchase-restriction': (call) => {
    if (call.session.userId <= 0) return { data: { minimumPurchase: MINIMUM_PURCHASE[2] ?? 0 } };
    const computed = computeCart(call.shop, openCart(call.shop.db, call.session.userId));
    const minimum = purchaseMinimum(
      toCents(computed.minimumPurchase),
      toCents(computed.itemsTotal),
    );
    return {
      data: {
        minimumPurchase: computed.minimumPurchase,
        deliveryServiceId: computed.serviceId,
        totalPrice: computed.itemsTotal,
        missingAmount: fromCents(minimum.missingCents),
      },
    };
  },

  'GET /delivery-fee/view': () => ({
    data: {
      deliveryServiceId: 2,
      deliveryFeeRows: DELIVERY_FEE_ROWS.map((row) => ({ range: row.range, fee: row.fee })),
    },
  }),

  'GET /cart-giftcertificate/check': (call) => {
    const code = call.query.str('code');
    const found = findCertificate(call.shop.db, userOf(call), code);
    if (!found) throw invalidCode(code);
    const { certificate } = found;
    return {
      data: {
        valid: true,
        giftCertificate: {
          giftCertificateId: certificate.gift_certificate_id,
          code: certificate.code,
          name: certificate.name,
          description: certificate.description,
          giftTotal: certificate.amount,
          minimumTotal: certificate.min_total,
        },
      },
      infos: [text('codeValid', { code: certificate.code })],
    };
  },

  'POST /cart-giftcertificate/add_code': (call) => {
    const { db } = call.shop;
    const code = call.query.str('code');
    const userId = userOf(call);
    const found = findCertificate(db, userId, code);
    if (!found) throw invalidCode(code);
    const cart = openCart(db, userId);
    const computed = computeCart(call.shop, cart);
    if (
      computed.adjustments.some(
        (a) => a.giftCertificateId === found.certificate.gift_certificate_id,
      )
    ) {
      // Typed twice: the cart already has it; say so and show the cart.
      return answer(call, {
        infos: [text('codeAlreadyApplied', { code: found.certificate.code })],
      });
    }
    if (computed.itemsTotal < found.certificate.min_total) {
      throw new Refusal(
        text('codeMinimum', {
          code: found.certificate.code,
          amount: formatDecimal(found.certificate.min_total, 2),
        }),
      );
    }
    db.run(
      'INSERT INTO cart_codes (cart_id, gift_certificate_id, user_gift_certificate_id) VALUES (?, ?, ?)',
      cart.cart_id,
      found.certificate.gift_certificate_id,
      found.userGiftCertificateId,
    );
    return answer(call, { infos: [text('codeApplied', { code: found.certificate.code })] });
  },

  'POST /cart-giftcertificate/remove_code': (call) => {
    const { db } = call.shop;
    const code = call.query.str('code');
    const cart = openCart(db, cartOwner(call));
    const applied = cartAdjustments(db, cart.cart_id, 0).find(
      (a) => a.code.toLowerCase() === code.trim().toLowerCase(),
    );
    if (!applied) throw invalidCode(code);
    db.run(
      'DELETE FROM cart_codes WHERE cart_id = ? AND gift_certificate_id = ?',
      cart.cart_id,
      applied.giftCertificateId,
    );
    return answer(call, { infos: [text('codeRemoved', { code: applied.code })] });
  },
};
