/**
 * The cart: its rows, the computed lines and totals (spec: shopping §3 Cart, §4, §9) and the
 * answer of every cart call. One open cart per shopper; cart status 7 = an order reopened for
 * modification. Address and slot are assigned automatically until the shopper chooses them.
 */
import {
  availabilityCode,
  cartDeliveryFee,
  type DeliverySlot,
  fromCents,
  grandTotal,
  slotDeliveryFee,
  toCents,
} from '@sporta/rules';
import type { Database } from '../database.ts';
import type { Shop } from '../shop.ts';
import { type AddressRow, addressById, renderAddress } from './addresses.ts';
import { categories } from './categories.ts';
import { shopNow } from './clock.ts';
import { lineTotal, round2 } from './lines.ts';
import {
  isLoose,
  isVariableWeight,
  type ProductRow,
  productInfos,
  productsByIds,
  renderProduct,
} from './products.ts';
import {
  CART_STATUS_OPEN,
  DEFAULT_PACKAGE_ID,
  DELIVERY_FEE_ROWS,
  feePromotionOn,
  MINIMUM_PURCHASE,
  PACKAGES,
  SITE_STORE_ID,
  timeslotTemplate,
} from './shop.ts';
import { firstBookable } from './timeslots.ts';
import { renderUser, userById } from './users.ts';

export interface CartRow {
  cart_id: number;
  user_id: number;
  status_id: number;
  order_id: number | null;
  delivery_service_id: number | null;
  address_id: number | null;
  address_auto: number;
  timeslot_date: string | null;
  timeslot_id: number | null;
  timeslot_auto: number;
  warehouse_id: number | null;
  store_id: number | null;
  infos: string;
  prepared: number;
  closed: number;
}

export interface ItemRow {
  item_id: string;
  cart_id: number;
  product_id: number;
  quantity: number;
  weight: number | null;
  insertion_type_id: number;
  infos: string;
  position: number;
}

export interface Line {
  item: ItemRow;
  product: ProductRow;
  infos: Record<string, string>;
  itemInfos: Record<string, string>;
  total: number;
  variable: boolean;
  availability: number | undefined;
}

export interface Adjustment {
  giftCertificateId: number;
  userGiftCertificateId: number | null;
  code: string;
  name: string;
  description: string;
  amount: number;
}

export interface ComputedCart {
  cart: CartRow;
  address: AddressRow | undefined;
  addressAuto: boolean;
  serviceId: number;
  warehouseId: number;
  slot: (DeliverySlot & { timeslotId: number; endTime: string }) | undefined;
  slotAuto: boolean;
  lines: Line[];
  itemsTotal: number;
  variableTotal: number;
  packages: { packageId: number; descr: string; cost: number; quantity: number; total: number }[];
  packageTotal: number;
  adjustments: Adjustment[];
  discountTotal: number;
  fee: number;
  grossTotal: number;
  minimumPurchase: number;
}

export function openCart(db: Database, userId: number): CartRow {
  const existing = db.one<CartRow>(
    'SELECT * FROM carts WHERE user_id = ? AND closed = 0 ORDER BY cart_id DESC',
    userId,
  );
  if (existing) return existing;
  const user = userById(db, userId);
  const { id } = db.run(
    'INSERT INTO carts (user_id, status_id, address_id, address_auto) VALUES (?, ?, ?, 1)',
    userId,
    CART_STATUS_OPEN,
    user?.default_delivery_address_id ?? null,
  );
  return db.one<CartRow>('SELECT * FROM carts WHERE cart_id = ?', id) as CartRow;
}

export function cartItems(db: Database, cartId: number): ItemRow[] {
  return db.all<ItemRow>(
    'SELECT * FROM cart_items WHERE cart_id = ? ORDER BY position, item_id',
    cartId,
  );
}

/** A new line id: text, as EBSN's itemId may be (the contracts use 'i1'); one sequence per shop. */
export function newItemId(db: Database, prefix = 'i'): string {
  const row = db.one<{ value: string }>(
    "INSERT INTO meta (key, value) VALUES ('item_sequence', '1001') ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1 RETURNING value",
  );
  return `${prefix}${row?.value ?? shopNow()}`;
}

export function computeCart(shop: Shop, cart: CartRow, now = shopNow()): ComputedCart {
  const { db } = shop;
  let address = cart.address_id ? addressById(db, cart.address_id) : undefined;
  const addressAuto = !address || cart.address_auto === 1;
  if (!address) address = addressById(db, 500 + 8);
  const serviceId = cart.delivery_service_id ?? address?.delivery_service_id ?? 1;
  const warehouseId = cart.warehouse_id ?? address?.warehouse_id ?? 8;

  let slot: ComputedCart['slot'];
  let slotAuto = true;
  const chosen = timeslotTemplate(cart.timeslot_id);
  if (chosen && cart.timeslot_date && chosen.deliveryServiceId === serviceId) {
    slot = {
      date: cart.timeslot_date,
      beginTime: chosen.beginTime,
      endTime: chosen.endTime,
      timeslotId: chosen.timeslotId,
    };
    slotAuto = cart.timeslot_auto === 1;
  } else {
    const first = firstBookable(db, serviceId, warehouseId, now);
    if (first) {
      slot = {
        date: first.date,
        beginTime: first.slot.beginTime,
        endTime: first.slot.endTime,
        timeslotId: first.slot.timeslotId,
      };
    }
  }

  const items = cartItems(db, cart.cart_id);
  const products = productsByIds(
    db,
    items.map((item) => item.product_id),
  );
  const lines: Line[] = [];
  for (const item of items) {
    const product = products.get(item.product_id);
    if (!product) continue;
    const infos = productInfos(product);
    const promo = product.promo
      ? (JSON.parse(product.promo) as Record<string, unknown>)
      : undefined;
    const variable = isLoose(infos) || isVariableWeight(infos);
    const itemInfos = JSON.parse(item.infos) as Record<string, string>;
    lines.push({
      item,
      product,
      infos,
      itemInfos,
      total: lineTotal(product.price_display, promo, item.quantity, itemInfos.warehousePromoId),
      variable,
      availability: availabilityCode(infos, slot, now),
    });
  }
  const itemsTotal = round2(lines.reduce((sum, line) => sum + line.total, 0));
  const variableTotal = round2(
    lines.filter((l) => l.variable).reduce((sum, line) => sum + line.total, 0),
  );

  const cartInfos = JSON.parse(cart.infos) as Record<string, string>;
  const packageId = Number(cartInfos.packaging_type_id ?? DEFAULT_PACKAGE_ID);
  const bag = PACKAGES.find((p) => p.packageId === packageId) ?? PACKAGES[0];
  const pieces = lines.reduce((sum, line) => sum + (line.variable ? 1 : line.item.quantity), 0);
  const bags =
    cartInfos.no_bags === 'true' || pieces === 0 ? 0 : Math.ceil(pieces / bag.itemsPerBag);
  const packages =
    bags > 0
      ? [
          {
            packageId: bag.packageId,
            descr: bag.descr,
            cost: bag.cost,
            quantity: bags,
            total: round2(bags * bag.cost),
          },
        ]
      : [];
  const packageTotal = round2(packages.reduce((sum, p) => sum + p.total, 0));

  const adjustments = cartAdjustments(db, cart.cart_id, itemsTotal);
  const discountTotal = round2(adjustments.reduce((sum, a) => sum + a.amount, 0));
  const feeCents = slotDeliveryFee(
    cartDeliveryFee(DELIVERY_FEE_ROWS, toCents(itemsTotal), serviceId),
    feePromotionOn(timeslotTemplate(slot?.timeslotId), slot?.date),
  );
  const fee = fromCents(feeCents);
  const grossTotal = fromCents(
    grandTotal({
      itemsCents: toCents(itemsTotal),
      bagsCents: toCents(packageTotal),
      feeCents,
      discountCents: toCents(discountTotal),
    }),
  );
  return {
    cart,
    address,
    addressAuto,
    serviceId,
    warehouseId,
    slot,
    slotAuto,
    lines,
    itemsTotal,
    variableTotal,
    packages,
    packageTotal,
    adjustments,
    discountTotal,
    fee,
    grossTotal,
    minimumPurchase: MINIMUM_PURCHASE[serviceId] ?? 0,
  };
}

/** A discount code or gift certificate of the shop (table gift_certificates). */
export interface GiftCertificateRow {
  gift_certificate_id: number;
  code: string;
  name: string;
  description: string;
  kind: string;
  amount: number;
  min_total: number;
  valid_until: string;
}

/** Discounts of the codes and certificates on the cart; a code below its minimum is worth 0. */
export function cartAdjustments(db: Database, cartId: number, itemsTotal: number): Adjustment[] {
  const rows = db.all<GiftCertificateRow & { user_gift_certificate_id: number | null }>(
    `SELECT g.*, c.user_gift_certificate_id FROM cart_codes c
       JOIN gift_certificates g ON g.gift_certificate_id = c.gift_certificate_id WHERE c.cart_id = ?`,
    cartId,
  );
  let left = itemsTotal;
  return rows.map((row) => {
    const wanted =
      itemsTotal < row.min_total
        ? 0
        : row.kind === 'percent'
          ? round2((itemsTotal * row.amount) / 100)
          : row.amount;
    const amount = round2(Math.min(wanted, left));
    left -= amount;
    return {
      giftCertificateId: row.gift_certificate_id,
      userGiftCertificateId: row.user_gift_certificate_id,
      code: row.code,
      name: row.name,
      description: row.description,
      amount,
    };
  });
}

export function renderLine(shop: Shop, line: Line): Record<string, unknown> {
  const loose = isLoose(line.infos);
  return {
    itemId: line.item.item_id,
    cartItemId: line.item.item_id,
    product: renderProduct(shop.db, line.product),
    quantity: line.item.quantity,
    ...(loose
      ? { weight: line.item.quantity }
      : line.variable
        ? { weight: Number(line.infos.WEIGHT_SELLING_SINGLE_UNIT ?? '0') * line.item.quantity }
        : {}),
    grossTotal: line.total,
    cartItemInsertionTypeId: line.item.insertion_type_id,
    ...(line.availability === undefined ? {} : { cartItemAvaliabilityId: line.availability }),
    cartItemInfo: { accept_alternatives: 'false', ...line.itemInfos },
  };
}

export function renderCart(
  shop: Shop,
  computed: ComputedCart,
  showSectors: boolean,
): Record<string, unknown> {
  const { db } = shop;
  const { cart } = computed;
  const user = userById(db, cart.user_id);
  const lines = computed.lines.map((line) => renderLine(shop, line));
  const index = categories(db);
  const body: Record<string, unknown> = {
    cartId: cart.cart_id,
    cartStatusId: cart.status_id,
    // A guest cart's placeholder user (guest-cart.ts) is nobody: the storefront must see a guest.
    user: user && user.status !== 'guest' ? renderUser(db, user) : { userId: -1 },
    store: { storeId: computed.address?.store_id ?? SITE_STORE_ID },
    warehouse: { warehouseId: computed.warehouseId },
    ...(computed.address
      ? {
          shippingAddress: renderAddress(computed.address, {
            deliveryServiceId: computed.serviceId,
            autoAssigned: computed.addressAuto,
          }),
        }
      : {}),
    ...(computed.slot
      ? {
          timeslot: {
            date: computed.slot.date,
            timeslotId: computed.slot.timeslotId,
            beginTime: computed.slot.beginTime,
            endTime: computed.slot.endTime,
            name: `${computed.slot.beginTime} - ${computed.slot.endTime}`,
            autoAssigned: computed.slotAuto,
          },
        }
      : {}),
    forcedPreviewDate: null,
    totalItems: lines.length,
    totalPrice: computed.itemsTotal,
    totalPriceVariable: computed.variableTotal,
    packageTotal: computed.packageTotal,
    deliveryFee: computed.fee,
    giftCertificatesTotal: computed.discountTotal,
    grossTotal: computed.grossTotal,
    minimumPurchase: computed.minimumPurchase,
    order: cart.order_id ? { orderId: cart.order_id } : null,
    giftCertificates: computed.adjustments.map((a) => ({
      giftCertificateId: a.giftCertificateId,
      ...(a.userGiftCertificateId ? { userGiftCertificateId: a.userGiftCertificateId } : {}),
      name: a.name,
      code: a.code,
      description: a.description,
      giftTotal: a.amount,
    })),
    giftCertificatesToGenerate:
      computed.itemsTotal >= 80
        ? [{ description: 'Buono Pagnotta da usare sulla prossima spesa', giftTotal: 5 }]
        : [],
    orderPackages: computed.packages.map((p) => ({
      orderPackageId: p.packageId,
      quantity: p.quantity,
      totalPrice: p.total,
      package: { packageId: p.packageId, descr: p.descr, cost: p.cost },
    })),
    cartInfos: JSON.parse(cart.infos) as Record<string, string>,
    orderAdjustmentSummary: {
      totalAdjustment: computed.discountTotal,
      orderAdjustments: computed.adjustments.map((a) => ({
        ...(a.userGiftCertificateId ? { userGiftCertificateId: a.userGiftCertificateId } : {}),
        giftCertificate: {
          giftCertificateId: a.giftCertificateId,
          name: a.name,
          description: a.description,
          giftTotal: -a.amount,
        },
      })),
    },
  };
  if (showSectors) {
    const sectors = new Map<string, Record<string, unknown>[]>();
    computed.lines.forEach((line, i) => {
      const sector = index.byId.get(line.product.category_id)?.sector ?? 'Altro';
      sectors.set(sector, [...(sectors.get(sector) ?? []), lines[i] as Record<string, unknown>]);
    });
    body.sectors = [...sectors].map(([name, cartItems]) => ({
      name,
      size: cartItems.length,
      cartItems,
    }));
  } else {
    body.cartItems = lines;
  }
  return body;
}

/** The cart answer of a shopper: their open cart, computed and rendered. */
export function cartAnswer(
  shop: Shop,
  userId: number,
  showSectors: boolean,
): Record<string, unknown> {
  const cart = openCart(shop.db, userId);
  return renderCart(shop, computeCart(shop, cart), showSectors);
}

/** A guest's cart: no cart (id 0) and user -1, so the storefront knows nobody is logged in. */
export function guestCart(): Record<string, unknown> {
  return {
    cartId: 0,
    cartStatusId: CART_STATUS_OPEN,
    user: { userId: -1 },
    cartItems: [],
    totalItems: 0,
    totalPrice: 0,
    totalPriceVariable: 0,
    packageTotal: 0,
    order: null,
    giftCertificates: [],
    orderPackages: [],
    cartInfos: {},
  };
}
