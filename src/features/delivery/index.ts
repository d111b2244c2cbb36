/** What other features may use of delivery: the flow's actions and what the cart says about delivery. */

export { DeliveryInfo } from './DeliveryInfo';
export {
  arrangeDelivery,
  changeAddress,
  changeTimeslot,
  chooseAddress,
  chooseStore,
  chooseTimeslot,
  readyToShop,
} from './delivery';
export { deliveryLocks, hasAddress, hasTimeslot } from './delivery-state';
