/** Checkout, packaging bags and payment types (spec: shopping §7 Checkout). */
import type { EbsnContext } from '../context';
import { caller, defined } from '../context';
import type { UnwrapOptions } from '../envelope';

/** How an answer is told: the checkout shows a failure on its own screen, not as a toast. */
type Told = Omit<UnwrapOptions, 'schema'>;

export interface BuyInput {
  paymentTypeId: number;
  userPaymentAuthId?: number;
  /** Sent as JSON text in payment_data (shopping §7). */
  paymentData?: unknown;
}

export function checkoutArea(ctx: EbsnContext) {
  const { GET, POST } = ctx.client;
  const { send } = caller(ctx);
  return {
    /** Buy and prepare raise the first server error text (shopping §5): EbsnError.message is it. */
    prepare: (told?: Told) => send(POST('/checkout/prepare'), told),
    buy: ({ paymentTypeId, userPaymentAuthId, paymentData }: BuyInput, told?: Told) =>
      send(
        POST('/checkout/buy', {
          params: {
            query: defined({
              payment_type_id: paymentTypeId,
              ...(userPaymentAuthId === undefined
                ? {}
                : { user_payment_auth_id: userPaymentAuthId }),
              payment_data: JSON.stringify(paymentData),
            }),
          },
        }),
        told,
      ),
    prebilledAmount: (paymentTypeId: number, orderId?: number) =>
      send(
        GET('/checkout/prebilled-amount', {
          params: {
            query: defined({
              payment_type_id: paymentTypeId,
              order_id: orderId,
            }),
          },
        }),
      ),
    /** Packaging bags, as products (data.products). */
    packagingTypes: () => send(GET('/packaging-type/list')),
    paymentAuths: (paymentTypeId: number) =>
      send(
        GET('/payment-type/list-auth', { params: { query: { payment_type_id: paymentTypeId } } }),
      ),
  };
}
