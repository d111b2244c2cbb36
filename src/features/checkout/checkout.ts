/**
 * The checkout's actions (issue 17; spec: shopping §7 Checkout, §5 "buy and prepare raise the
 * first server error"): freeze the cart for payment (`checkout/prepare`), then place the order
 * (`checkout/buy`) — once, however many times "Conferma e paga" is pressed — and go where the
 * answer says: the provider's card page, or the order's result screen.
 */
import { checkoutArea, orderArea, timeslotArea } from '@sporta/sdk';
import * as z from 'zod/mini';
import { attempt, done, type Outcome, refused } from '../../platform/results/outcome';
import { ebsnCore } from '../../shell/hydration/ebsn';
import type { Cart } from '../cart';

let area: ReturnType<typeof checkoutArea> | undefined;
const checkoutApi = () => {
  area ??= checkoutArea(ebsnCore());
  return area;
};
let orders: ReturnType<typeof orderArea> | undefined;
const orderApi = () => {
  orders ??= orderArea(ebsnCore());
  return orders;
};

export const paymentTypeSchema = z.object({
  paymentTypeId: z.int(),
  name: z.optional(z.string()),
  descr: z.optional(z.string()),
});
export type PaymentType = z.infer<typeof paymentTypeSchema>;

/** A payment type as the shopper reads it: its name and what it means. */
export const paymentTypeLabel = (type: PaymentType) =>
  [type.name, type.descr].filter(Boolean).join(' — ');

/** What `checkout/prepare` answers that the payment screen shows (the rest is the cart's). */
const preparedSchema = z.object({
  paymentTypeList: z._default(z.array(paymentTypeSchema), []),
  prebilledAmount: z.optional(z.number()),
});
export type Prepared = z.infer<typeof preparedSchema>;

const boughtSchema = z.object({
  orderId: z.int(),
  paymentUrl: z.optional(z.string()),
  redirectUrl: z.optional(z.string()),
});

/** The spec's result screen of an order: completed, or the payment failed. */
export const resultPath = (orderId: number, paid: boolean) =>
  `/cart/${paid ? 'payment-completed' : 'payment-error'}/${orderId}`;

type Step = 'errors.errorFreezingCart' | 'errors.errorSendingOrder';

/**
 * A call whose answer must have the shape the screen reads: its data; else the server's first
 * error, or the spec's fallback for the step when it failed without one or answered another shape.
 */
async function attemptShaped<T>(
  call: () => Promise<unknown>,
  shape: z.ZodMiniType<T>,
  fallback: Step,
): Promise<Outcome<T>> {
  const answer = await attempt(call, fallback);
  if (!answer.ok) return answer;
  const parsed = shape.safeParse(answer.value);
  return parsed.success ? done(parsed.data) : refused(fallback);
}

/** Freezes the cart for payment: the payment types and the amount to pre-authorise. */
export const prepareOrder = (): Promise<Outcome<Prepared>> =>
  attemptShaped(
    () => checkoutApi().prepare({ toasts: false }),
    preparedSchema,
    'errors.errorFreezingCart',
  );

const prebilledSchema = z.object({ prebilledAmount: z.optional(z.number()) });

/**
 * What a payment type pre-authorises for the cart (`checkout/prebilled-amount`, shopping §7):
 * paid at the door, nothing. Unknown when the call fails: then nothing is promised.
 */
export async function prebilledFor(paymentTypeId: number): Promise<number | undefined> {
  try {
    const answer = prebilledSchema.safeParse(await checkoutApi().prebilledAmount(paymentTypeId));
    return answer.success ? answer.data.prebilledAmount : undefined;
  } catch {
    // The pre-authorisation is then not announced; the payment itself goes on as before.
    return undefined;
  }
}

export interface PaymentChoice {
  paymentTypeId: number;
  userPaymentAuthId?: number;
}

let placing: Promise<Outcome<string>> | undefined;

/**
 * Places the order with the chosen payment: where to go next (the card page, or the result
 * screen). One order however many presses: while one is under way, a press gets the same answer.
 */
export function placeOrder(choice: PaymentChoice): Promise<Outcome<string>> {
  placing ??= buy(choice).finally(() => {
    placing = undefined;
  });
  return placing;
}

async function buy(choice: PaymentChoice): Promise<Outcome<string>> {
  const answer = await attemptShaped(
    () => checkoutApi().buy({ ...choice, paymentData: {} }, { toasts: false }),
    boughtSchema,
    'errors.errorSendingOrder',
  );
  if (!answer.ok) return answer;
  const { orderId, paymentUrl, redirectUrl } = answer.value;
  return done(paymentUrl ?? redirectUrl ?? resultPath(orderId, true));
}

const paymentAnswerSchema = z.object({
  paymentUrl: z.optional(z.string()),
  redirectUrl: z.optional(z.string()),
});

/** Where a payment answer sends the shopper: the provider's page, else the completed screen. */
const nextOf = (orderId: number, data: unknown) => {
  const answer = paymentAnswerSchema.safeParse(data);
  const url = answer.success ? (answer.data.paymentUrl ?? answer.data.redirectUrl) : undefined;
  return url ?? resultPath(orderId, true);
};

/** The order may be paid again (it is in `order/list-retry-payment`). */
export async function canRetryPayment(orderId: number): Promise<boolean> {
  try {
    const list = await orderApi().listToRetryPayment();
    return (list.orders ?? []).some((order) => order.orderId === orderId);
  } catch {
    // Not known (the request layer has told why): the screen offers the other payment types.
    return false;
  }
}

/** Pays a placed order again (`order/payment`): where to go (the provider's page). */
export const retryPayment = (orderId: number): Promise<Outcome<string>> =>
  attempt(async () => nextOf(orderId, await orderApi().pay(orderId)), 'errors.errorSendingOrder');

/** Another payment type for a placed order (`order/modify-payment-type`): where to go next. */
export async function changePaymentType(
  orderId: number,
  paymentTypeId: number,
): Promise<Outcome<string>> {
  return attempt(async () => {
    const answer = await orderApi().changePaymentType(orderId, paymentTypeId, { paymentData: {} });
    return nextOf(orderId, answer);
  }, 'errors.errorSendingOrder');
}

/**
 * The cart's slot can still be booked (beyond the spec: checked again just before buying, as it
 * may have filled up while the shopper chose how to pay). True when it cannot be told.
 */
export async function slotStillOpen(cart: Cart | null | undefined): Promise<boolean> {
  const date = cart?.timeslot?.date;
  const timeslotId = cart?.timeslot?.timeslotId;
  if (!date || timeslotId === undefined) return true;
  try {
    const days = await timeslotArea(ebsnCore()).list();
    const slot = days
      .find((day) => day.dateIso === date)
      ?.timeslots.find((candidate) => candidate.timeslotId === timeslotId);
    return slot === undefined || slot.status !== 'full';
  } catch {
    // Not known: the buy goes on, and the server refuses a slot that has really filled up.
    return true;
  }
}

const authsSchema = z.object({
  auths: z._default(
    z.array(
      z.object({
        userPaymentAuthId: z.int(),
        creditCard: z.optional(z.string()),
        expireDate: z.optional(z.string()),
      }),
    ),
    [],
  ),
});
export type SavedCard = z.infer<typeof authsSchema>['auths'][number];

/** The shopper's saved cards per payment type (`payment-type/list-auth`); none when it fails. */
export async function loadSavedCards(
  types: readonly PaymentType[],
): Promise<Record<number, SavedCard[]>> {
  const lists = await Promise.all(
    types.map(async (type) => {
      try {
        const answer = authsSchema.safeParse(await checkoutApi().paymentAuths(type.paymentTypeId));
        return [type.paymentTypeId, answer.success ? answer.data.auths : []] as const;
      } catch {
        // No saved cards shown for this type: the shopper pays with a new card instead.
        return [type.paymentTypeId, []] as const;
      }
    }),
  );
  return Object.fromEntries(lists);
}
