/**
 * The shop's fixed rules (spec: shopping §9, account §9): delivery services, address types,
 * timeslot templates, bags, payment types, delivery fees and the purchase minimum.
 */
import {
  ADDRESS_TYPE,
  DELIVERY_SERVICE,
  ebsnWeekday,
  FACILITATED_ADDRESS_CLASS_ID,
  FACILITATED_LEGAL_ID,
  type SlotFeePromotion,
} from '@sporta/rules';

export interface DeliveryService {
  deliveryServiceId: number;
  name: string;
  descr: string;
  addressTypeId: number;
  addressType: string;
  /** Whether the shopper may add addresses of this service (spec: only home delivery). */
  userAddresses: boolean;
}

export const DELIVERY_SERVICES: readonly DeliveryService[] = [
  {
    deliveryServiceId: DELIVERY_SERVICE.storePickup,
    name: 'Ritiro in negozio',
    descr:
      'Ordina online e ritira la spesa al punto vendita che preferisci. Il servizio è gratuito.',
    addressTypeId: ADDRESS_TYPE.store,
    addressType: 'store',
    userAddresses: false,
  },
  {
    deliveryServiceId: DELIVERY_SERVICE.homeDelivery,
    name: 'Consegna a domicilio',
    descr: 'Ti portiamo la spesa a casa, nella fascia oraria che scegli.',
    addressTypeId: ADDRESS_TYPE.home,
    addressType: 'home',
    userAddresses: true,
  },
  {
    deliveryServiceId: DELIVERY_SERVICE.shoppingHelper,
    name: 'Angeli della spesa',
    descr: 'I nostri volontari consegnano la spesa a chi non può uscire di casa.',
    addressTypeId: ADDRESS_TYPE.home,
    addressType: 'home',
    userAddresses: false,
  },
  {
    deliveryServiceId: DELIVERY_SERVICE.lockerCarate,
    name: 'Locker Carate',
    descr: 'Ritira la spesa quando vuoi dal locker refrigerato di Carate Brianza.',
    addressTypeId: ADDRESS_TYPE.locker,
    addressType: 'locker',
    userAddresses: false,
  },
  {
    deliveryServiceId: DELIVERY_SERVICE.locker,
    name: 'Locker',
    descr: 'Ritira la spesa 24 ore su 24 da uno dei nostri locker refrigerati.',
    addressTypeId: ADDRESS_TYPE.locker,
    addressType: 'locker',
    userAddresses: false,
  },
];

/** Address types by name, and names by type (@sporta/rules `ADDRESS_TYPE`, spec: shopping §9). */
export const ADDRESS_TYPES: Readonly<Record<string, number>> = ADDRESS_TYPE;
export const ADDRESS_TYPE_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(ADDRESS_TYPE).map(([name, id]) => [id, name]),
);

export function deliveryService(id: number | null | undefined): DeliveryService | undefined {
  return DELIVERY_SERVICES.find((service) => service.deliveryServiceId === id);
}

export interface TimeslotTemplate {
  timeslotId: number;
  deliveryServiceId: number;
  beginTime: string;
  endTime: string;
  capacity: number;
  /** The slot's name pill ('Sera Smart'); with a fee promotion, the promise it makes. */
  promoName?: string;
  /** What the promotion does to the delivery fee: the promise `promoName` makes, charged. */
  feePromotion?: SlotFeePromotion;
  /**
   * The EBSN weekdays (1 Sunday … 7 Saturday) the fee promotion runs; every day when absent. A
   * promotion on every day marks no day (issue 38: 'PROMO' on every tab meant nothing).
   */
  promotionWeekdays?: readonly number[];
  /** metaData.timeslot_info.DESCRIPTION: what the slot's name means, said in the selector. */
  description?: string;
  expand?: boolean;
}

/** Slots per service; the ids are those of the contracts (timeslot 12 = home 10:00-12:00). */
export const TIMESLOT_TEMPLATES: readonly TimeslotTemplate[] = [
  ...['08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'].map((begin, index) => ({
    timeslotId: 11 + index,
    deliveryServiceId: 2,
    beginTime: begin,
    endTime: `${String(Number(begin.slice(0, 2)) + 2).padStart(2, '0')}:00`,
    capacity: 12,
    // The quiet days' early afternoon: delivery at 1 € on Tuesdays and Wednesdays.
    ...(begin === '14:00'
      ? { promoName: 'Consegna a 1 €', feePromotion: { feeCents: 100 }, promotionWeekdays: [3, 4] }
      : {}),
    ...(begin === '20:00'
      ? {
          promoName: 'Sera Smart',
          description:
            'Sera Smart: la consegna serale, dalle 20 alle 22, per chi è fuori casa durante il giorno. Costa come le altre fasce.',
          expand: true,
        }
      : {}),
  })),
  ...['09:00', '11:00', '15:00', '17:00', '19:00'].map((begin, index) => ({
    timeslotId: 21 + index,
    deliveryServiceId: 1,
    beginTime: begin,
    endTime: `${String(Number(begin.slice(0, 2)) + 2).padStart(2, '0')}:00`,
    capacity: 20,
  })),
  ...['09:00', '14:00'].map((begin, index) => ({
    timeslotId: 31 + index,
    deliveryServiceId: 3,
    beginTime: begin,
    endTime: `${String(Number(begin.slice(0, 2)) + 3).padStart(2, '0')}:00`,
    capacity: 4,
  })),
  { timeslotId: 41, deliveryServiceId: 10000, beginTime: '12:00', endTime: '22:00', capacity: 30 },
  { timeslotId: 51, deliveryServiceId: 10002, beginTime: '12:00', endTime: '22:00', capacity: 30 },
  {
    timeslotId: 52,
    deliveryServiceId: 10002,
    beginTime: '07:00',
    endTime: '12:00',
    capacity: 10,
    promoName: 'Mattina -10%',
  },
];

export function timeslotTemplate(id: number | null | undefined): TimeslotTemplate | undefined {
  return TIMESLOT_TEMPLATES.find((slot) => slot.timeslotId === id);
}

/** The fee promotion a slot runs on a day, if any (its `promotionWeekdays`). */
export function feePromotionOn(
  slot: TimeslotTemplate | undefined,
  dateIso: string | undefined,
): SlotFeePromotion | undefined {
  if (!slot?.feePromotion || !dateIso) return undefined;
  const days = slot.promotionWeekdays;
  return !days || days.includes(ebsnWeekday(dateIso)) ? slot.feePromotion : undefined;
}

/** The name pill a slot shows on a day: a fee promotion's only on the days it runs. */
export function promoNameOn(slot: TimeslotTemplate, dateIso: string): string | undefined {
  if (slot.feePromotion && !feePromotionOn(slot, dateIso)) return undefined;
  return slot.promoName;
}

/** Days ahead offered by timeslot/list (the issue asks for at least 7). */
export const TIMESLOT_DAYS = 10;
/** A slot closes for orders this many hours before it starts. */
export const SLOT_ORDER_CUTOFF_HOURS = 2;

/** Packaging bags (shopping §3 orderPackages; packaging-type/list answers them as products). */
export const PACKAGES = [
  { packageId: 9001, descr: 'Sacchetto compostabile', cost: 0.15, itemsPerBag: 8 },
  { packageId: 9002, descr: 'Borsa riutilizzabile in rafia', cost: 0.99, itemsPerBag: 15 },
] as const;
export const DEFAULT_PACKAGE_ID = 9001;

export const PAYMENT_TYPES = [
  {
    paymentTypeId: 1,
    name: 'Pagamento alla consegna',
    descr: 'Contanti, bancomat o carta al momento della consegna o del ritiro.',
  },
  {
    paymentTypeId: 2,
    name: 'Carta di credito',
    descr: 'Pagamento sicuro online: l’importo viene preautorizzato e addebitato alla consegna.',
  },
] as const;
export const PAY_AT_DELIVERY = 1;
export const PAY_BY_CARD = 2;

/**
 * Delivery fee by cart total for home delivery (shopping §9 delivery-fee hint), in the shape of
 * GET /delivery-fee/view, which @sporta/rules' deliveryFee reads.
 */
export const DELIVERY_FEE_ROWS = [
  { range: 0, fee: 7.9 },
  { range: 60, fee: 4.9 },
  { range: 100, fee: 1.9 },
  { range: 150, fee: 0 },
] as const;

/** Minimum cart total per service. */
export const MINIMUM_PURCHASE: Readonly<Record<number, number>> = {
  1: 20,
  2: 35,
  3: 20,
  10000: 25,
  10002: 25,
};

/** Order statuses (shopping §4 "Order status descriptions by id"). */
export const ORDER_STATUSES: Readonly<Record<number, string>> = {
  1: 'In validazione',
  2: 'In validazione',
  3: 'Ordinato',
  4: 'In preparazione',
  5: 'In preparazione',
  6: 'Quasi pronto',
  7: 'In consegna',
  8: 'Consegnato',
  9: 'Consegnato in parte',
  10: 'Annullato',
  11: 'Invalidato',
  12: 'Non ritirato',
  13: 'Non riuscito',
  18: 'In consegna',
};
export const ORDER_PAGE_SIZE = 12;
export const PRODUCT_PAGE_SIZE = 24;
// The cart statuses are the storefront's too: one definition, in the rules.
export { CART_STATUS_MODIFYING, CART_STATUS_OPEN } from '@sporta/rules';
/** spec: account §9 facilitated delivery: consent 4 and address class 999, the storefront's too. */
export { FACILITATED_ADDRESS_CLASS_ID, FACILITATED_LEGAL_ID };
export const DEFAULT_DISTANCE_M = 10000;
export const SITE_STORE_ID = 5;
