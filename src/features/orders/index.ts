/** What other features may use of the account area: an order as its detail says it, and where it lives. */

export { ORDERS_PATH } from '../account/account-entries';
export { orderLineGroups, paymentName } from './detail/order-detail';
export { orderPlace, serviceName } from './list/order-row';
