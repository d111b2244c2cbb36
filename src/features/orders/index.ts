/** What other features may use of the orders: an order as its detail says it, and where they live. */

export { ORDERS_PATH } from '../../platform/routes';
export { orderLineGroups, paymentName } from './detail/order-detail';
export { orderPlace, serviceName } from './list/order-row';
