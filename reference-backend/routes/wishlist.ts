/**
 * Shopping lists (spec: shopping §3 Wishlist, §6 "A shared list with grant READ cannot be
 * edited", §7 Wishlists): CRUD, default list, items, sharing grants and confirmation.
 */
import { checkLineQuantity, listNameIssue } from '@sporta/rules';
import type { Database } from '../database.ts';
import { addressById, usableBy } from '../domain/addresses.ts';
import { cartAnswer, newItemId, openCart } from '../domain/cart.ts';
import { addLine, INSERTION } from '../domain/cart-lines.ts';
import { shopDate } from '../domain/clock.ts';
import { quantityOrRefusal, removeLines } from '../domain/lines.ts';
import { productById, productsByIds, renderProduct, sellingRuleOf } from '../domain/products.ts';
import { CART_STATUS_MODIFYING } from '../domain/shop.ts';
import { type Call, type Routes, userOf } from '../http/call.ts';
import { Refusal } from '../http/envelope.ts';
import { bodyItems, bodyObject, type JsonObject, optNumber, optString } from '../http/input.ts';
import { BACKEND_TEXTS, SPEC_TEXTS, text } from '../messages.ts';

interface ListRow {
  list_id: number;
  user_id: number;
  name: string;
  is_default: number;
  confirmed: string | null;
  grant_type: string | null;
}

/** The list and the caller's grant on it: OWNER, or the grant it was shared with. */
function listFor(db: Database, listId: number, userId: number): ListRow & { grant: string } {
  const row = db.one<ListRow>(
    `SELECT w.*, s.grant_type FROM wishlists w LEFT JOIN wishlist_shares s ON s.list_id = w.list_id AND s.user_id = ?
      WHERE w.list_id = ? AND (w.user_id = ? OR s.user_id IS NOT NULL)`,
    userId,
    listId,
    userId,
  );
  if (!row) throw new Refusal(BACKEND_TEXTS.listNotFound);
  return { ...row, grant: row.user_id === userId ? 'OWNER' : (row.grant_type ?? 'READ') };
}

function writable(db: Database, listId: number, userId: number) {
  const list = listFor(db, listId, userId);
  if (list.grant === 'READ') throw new Refusal(BACKEND_TEXTS.listReadOnly);
  return list;
}

function owned(db: Database, listId: number, userId: number) {
  const list = listFor(db, listId, userId);
  if (list.grant !== 'OWNER') throw new Refusal(BACKEND_TEXTS.listReadOnly);
  return list;
}

function renderList(call: Call, list: ListRow & { grant: string }, withItems: boolean) {
  const { db } = call.shop;
  const items = db.all<{
    item_id: string;
    product_id: number;
    quantity: number;
    weight: number | null;
    infos: string;
  }>('SELECT * FROM wishlist_items WHERE list_id = ? ORDER BY rowid', list.list_id);
  const owner = db.one<{ first_name: string; last_name: string }>(
    'SELECT first_name, last_name FROM users WHERE user_id = ?',
    list.user_id,
  );
  const body: Record<string, unknown> = {
    id: list.list_id,
    listId: list.list_id,
    name: list.name,
    size: items.length,
    isDefault: list.is_default === 1 && list.grant === 'OWNER',
    sharingData: {
      grant: list.grant,
      ...(owner && list.grant !== 'OWNER'
        ? { ownerName: `${owner.first_name} ${owner.last_name}` }
        : {}),
    },
    ...(list.confirmed ? { confirmedDate: list.confirmed } : {}),
  };
  if (withItems) {
    const products = productsByIds(
      db,
      items.map((i) => i.product_id),
    );
    const render = (item: (typeof items)[number]) => {
      const product = products.get(item.product_id);
      return product
        ? [
            {
              itemId: item.item_id,
              product: renderProduct(db, product),
              quantity: item.quantity,
              ...(item.weight === null ? {} : { weight: item.weight }),
              infos: JSON.parse(item.infos),
            },
          ]
        : [];
    };
    body.wishlistItems = items
      .filter((i) => products.get(i.product_id)?.available === 1)
      .flatMap(render);
    body.wishlistInactiveItems = items
      .filter((i) => products.get(i.product_id)?.available !== 1)
      .flatMap(render);
  }
  return body;
}

/** What a change of list lines works on: the list (writable by the caller) and the lines sent. */
function lineChange(call: Call) {
  const { db } = call.shop;
  const body = bodyObject(call.body);
  return { db, items: bodyItems(body), list: writable(db, listId(body), userOf(call)) };
}

function listAnswer(call: Call, listId: number) {
  return { data: renderList(call, listFor(call.shop.db, listId, userOf(call)), true) };
}

function listId(body: JsonObject): number {
  const id = optNumber(body.wishlistId) ?? optNumber(body.listId);
  if (id === undefined) throw new Refusal(BACKEND_TEXTS.listNotFound);
  return id;
}

/** The name asked for, trimmed, by the storefront's own rule (@sporta/rules listNameIssue). */
function checkedName(db: Database, userId: number, raw: string | undefined, listId?: number) {
  const others = db
    .all<{ name: string }>(
      'SELECT name FROM wishlists WHERE user_id = ? AND list_id IS NOT ?',
      userId,
      listId ?? null,
    )
    .map((row) => row.name);
  const issue = listNameIssue(raw ?? '', others);
  if (issue) throw new Refusal(text(issue.key, issue.params));
  return (raw ?? '').trim();
}

export const wishlistRoutes: Routes = {
  'GET /wishlist/view': (call) => listAnswer(call, call.query.int('list_id')),

  'GET /wishlist/list': (call) => {
    const { db } = call.shop;
    const userId = userOf(call);
    const rows = db.all<ListRow>(
      `SELECT w.*, s.grant_type FROM wishlists w LEFT JOIN wishlist_shares s ON s.list_id = w.list_id AND s.user_id = ?
        WHERE w.user_id = ? OR s.user_id IS NOT NULL ORDER BY (w.user_id = ?) DESC, w.is_default DESC, w.name`,
      userId,
      userId,
      userId,
    );
    const size = Math.max(call.query.optInt('pageSize') ?? 50, 1);
    const page = Math.max(call.query.optInt('page') ?? 1, 1);
    const lists = rows.map((row) => ({
      ...row,
      grant: row.user_id === userId ? 'OWNER' : (row.grant_type ?? 'READ'),
    }));
    return {
      data: lists
        .slice((page - 1) * size, page * size)
        .map((list) => renderList(call, list, false)),
    };
  },

  'POST /wishlist/insert': (call) => {
    const { db } = call.shop;
    const userId = userOf(call);
    const name = checkedName(db, userId, call.query.optStr('name'));
    const hasDefault =
      db.one('SELECT 1 FROM wishlists WHERE user_id = ? AND is_default = 1', userId) !== undefined;
    const { id } = db.run(
      'INSERT INTO wishlists (user_id, name, is_default) VALUES (?, ?, ?)',
      userId,
      name,
      !hasDefault,
    );
    return listAnswer(call, id);
  },

  'POST /wishlist/update': (call) => {
    const { db } = call.shop;
    const list = owned(db, call.query.int('list_id'), userOf(call));
    const name = checkedName(db, list.user_id, call.query.optStr('name'), list.list_id);
    db.run('UPDATE wishlists SET name = ? WHERE list_id = ?', name, list.list_id);
    return listAnswer(call, list.list_id);
  },

  'POST /wishlist/delete': (call) => {
    const { db } = call.shop;
    const userId = userOf(call);
    const list = owned(db, call.query.int('list_id'), userId);
    db.transaction(() => {
      db.run('DELETE FROM wishlist_items WHERE list_id = ?', list.list_id);
      db.run('DELETE FROM wishlist_shares WHERE list_id = ?', list.list_id);
      db.run('DELETE FROM wishlists WHERE list_id = ?', list.list_id);
      if (list.is_default === 1) {
        db.run(
          'UPDATE wishlists SET is_default = 1 WHERE list_id = (SELECT MIN(list_id) FROM wishlists WHERE user_id = ?)',
          userId,
        );
      }
    });
    return { data: { listId: list.list_id, deleted: true }, infos: [BACKEND_TEXTS.listDeleted] };
  },

  'POST /wishlist/select': (call) => {
    const { db } = call.shop;
    const userId = userOf(call);
    const list = owned(db, call.query.int('list_id'), userId);
    db.transaction(() => {
      db.run('UPDATE wishlists SET is_default = 0 WHERE user_id = ?', userId);
      db.run('UPDATE wishlists SET is_default = 1 WHERE list_id = ?', list.list_id);
    });
    return { data: renderList(call, { ...list, is_default: 1 }, false) };
  },

  'POST /wishlist/confirm': (call) => {
    const { db } = call.shop;
    const userId = userOf(call);
    const list = listFor(db, call.query.int('list_id'), userId);
    const address = addressById(db, call.query.int('address_id'));
    if (!address || !usableBy(address, userId)) throw new Refusal(BACKEND_TEXTS.addressNotFound);
    const cart = openCart(db, userId);
    db.transaction(() => {
      if (cart.status_id !== CART_STATUS_MODIFYING) {
        db.run(
          'UPDATE carts SET address_id = ?, delivery_service_id = ?, warehouse_id = ?, store_id = ?, address_auto = 0 WHERE cart_id = ?',
          address.address_id,
          address.delivery_service_id,
          address.warehouse_id ?? 8,
          address.store_id,
          cart.cart_id,
        );
      }
      const items = db.all<JsonObject>(
        'SELECT product_id AS productId, quantity FROM wishlist_items WHERE list_id = ?',
        list.list_id,
      );
      const fresh = openCart(db, userId);
      let added = 0;
      for (const item of items) {
        try {
          addLine(db, fresh, item, INSERTION.fromList, undefined);
          added++;
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
        }
      }
      if (added === 0) throw new Refusal(SPEC_TEXTS['errors.errorAddingProductFromList']);
      db.run(
        'UPDATE wishlists SET confirmed = ? WHERE list_id = ?',
        shopDate().toISOString(),
        list.list_id,
      );
    });
    return {
      data: {
        listId: list.list_id,
        addressId: address.address_id,
        cart: cartAnswer(call.shop, userId, false),
      },
    };
  },

  'POST /wishlist/add_prod': (call) => {
    const { db, items, list } = lineChange(call);
    db.transaction(() => {
      for (const item of items) {
        const product = productById(db, optNumber(item.productId) ?? -1);
        if (!product) throw new Refusal(BACKEND_TEXTS.productNotFound);
        const rule = sellingRuleOf(product);
        const loose = rule.kind === 'weight';
        const existing = db.one<{ item_id: string; quantity: number }>(
          'SELECT item_id, quantity FROM wishlist_items WHERE list_id = ? AND product_id = ?',
          list.list_id,
          product.product_id,
        );
        const requested = loose
          ? (optNumber(item.weight) ?? optNumber(item.quantity) ?? 0)
          : (optNumber(item.quantity) ?? 0);
        const quantity = quantityOrRefusal(
          checkLineQuantity(rule, (existing?.quantity ?? 0) + requested),
        );
        const itemInfos = JSON.stringify(
          item.infos && typeof item.infos === 'object' ? item.infos : {},
        );
        if (existing)
          db.run(
            'UPDATE wishlist_items SET quantity = ? WHERE item_id = ?',
            quantity,
            existing.item_id,
          );
        else {
          db.run(
            'INSERT INTO wishlist_items (item_id, list_id, product_id, quantity, weight, infos) VALUES (?, ?, ?, ?, ?, ?)',
            newItemId(db, 'w'),
            list.list_id,
            product.product_id,
            quantity,
            loose ? quantity : null,
            itemInfos,
          );
        }
      }
    });
    return listAnswer(call, list.list_id);
  },

  'POST /wishlist/update_prods': (call) => {
    const { db, items, list } = lineChange(call);
    db.transaction(() => {
      for (const item of items) {
        const line = db.one<{ item_id: string; product_id: number }>(
          'SELECT item_id, product_id FROM wishlist_items WHERE list_id = ? AND item_id = ?',
          list.list_id,
          optString(item.itemId) ?? '',
        );
        if (!line) throw new Refusal(BACKEND_TEXTS.notFound);
        const quantity = optNumber(item.quantity) ?? optNumber(item.weight) ?? 0;
        if (quantity <= 0) {
          db.run('DELETE FROM wishlist_items WHERE item_id = ?', line.item_id);
          continue;
        }
        const product = productById(db, line.product_id);
        const rule = product && sellingRuleOf(product);
        const checked = rule ? quantityOrRefusal(checkLineQuantity(rule, quantity)) : quantity;
        db.run('UPDATE wishlist_items SET quantity = ? WHERE item_id = ?', checked, line.item_id);
      }
    });
    return listAnswer(call, list.list_id);
  },

  'POST /wishlist/delete_prods': (call) => {
    const { db, items, list } = lineChange(call);
    db.transaction(() => {
      const removed = removeLines(db, 'list', list.list_id, items);
      if (removed === 0) throw new Refusal(BACKEND_TEXTS.notFound);
    });
    return listAnswer(call, list.list_id);
  },
};
