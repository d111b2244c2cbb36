/** Orders, ratings and parking reservation (spec: shopping §7 Orders, account §7 Orders). */
import type { EbsnContext } from '../context';
import { caller, defined } from '../context';
import type { UnwrapOptions } from '../envelope';
import type { components, operations } from '../generated/ebsn';
import { cartSchema, orderListSchema, orderSchema } from '../schemas';

/** spec: account §9 "Orders list page size 12". */
export const ORDER_PAGE_SIZE = 12;

export type OrderListQuery = NonNullable<operations['listOrders']['parameters']['query']>;
export type Order = components['schemas']['Order'];
export type OrderList = components['schemas']['OrderList'];
type AllOrdersQuery = NonNullable<
  operations['listOrdersForAllShippingAddresses']['parameters']['query']
>;

type Told = Omit<UnwrapOptions, 'schema'>;

/** A type, not an interface: the body schema is open (additionalProperties), so it needs an index signature. */
export type Note = {
  noteId?: number;
  orderId: number;
  rating?: number;
  text?: string;
};

export function orderArea(ctx: EbsnContext) {
  const { GET, POST } = ctx.client;
  const { send, valid } = caller(ctx);
  const id = (orderId: number) => ({ params: { query: { order_id: orderId } } });
  return {
    view: (orderId: number, showReplaced?: boolean) =>
      valid(
        GET('/order/view', {
          params: {
            query: defined({
              order_id: orderId,
              show_replaced: showReplaced,
            }),
          },
        }),
        orderSchema,
      ),
    viewWithToken: (orderId: number, accessToken: string) =>
      valid(
        GET('/token-order/view', {
          params: { query: { order_id: orderId, access_token: accessToken } },
        }),
        orderSchema,
      ),
    list: (query: OrderListQuery = {}) =>
      valid(
        GET('/order/list', {
          params: { query: { page: 1, page_size: ORDER_PAGE_SIZE, ...query } },
        }),
        orderListSchema,
      ),
    listForAllShippingAddresses: (query: AllOrdersQuery = {}) =>
      valid(
        GET('/order/list-for-all-user-shipping-addresses', { params: { query } }),
        orderListSchema,
      ),
    listForAllPersons: (query: AllOrdersQuery = {}) =>
      valid(GET('/order/list-for-all-person-orders', { params: { query } }), orderListSchema),
    listToRetryPayment: () => valid(GET('/order/list-retry-payment'), orderListSchema),
    /** `told`: how the answer is told (the order detail says a refusal in place: no toast). */
    remove: (orderId: number, told?: Told) => send(POST('/order/delete', id(orderId)), told),
    /** Reopens the order for modification: the cart comes back with status 7. */
    modify: (orderId: number, told?: Told) =>
      valid(POST('/order/modify', id(orderId)), cartSchema, told),
    pay: (orderId: number) => send(POST('/order/payment', id(orderId))),
    changePaymentType: (
      orderId: number,
      paymentTypeId: number,
      options: { userPaymentAuthId?: number; paymentData?: unknown } = {},
    ) =>
      send(
        POST('/order/modify-payment-type', {
          params: {
            query: {
              order_id: orderId,
              payment_type_id: paymentTypeId,
              ...(options.userPaymentAuthId === undefined
                ? {}
                : { user_payment_auth_id: options.userPaymentAuthId }),
              ...(options.paymentData === undefined
                ? {}
                : { payment_data: JSON.stringify(options.paymentData) }),
            },
          },
        }),
      ),
    /** Parking reservation: the caller shows the first error as a warning (shopping §4). */
    reserveParking: (orderId: number, distance: number, reservationInfo?: string) =>
      send(
        POST('/order/reserve', {
          params: {
            query: defined({
              order_id: orderId,
              distance,
              reservation_info: reservationInfo,
            }),
          },
        }),
        { toasts: false },
      ),
    /**
     * Saves a rating: update when the note exists, add otherwise (shopping §7). `told`: how the
     * answer is told (the order detail says the outcome in place: `{ toasts: false }`).
     */
    rate: (note: Note, told?: Told) =>
      send(
        POST(note.noteId === undefined ? '/note/order/add' : '/note/order/update', { body: note }),
        told,
      ),
    notes: (filter: Record<string, unknown> = {}) => send(POST('/note/list/', { body: filter })),
  };
}
