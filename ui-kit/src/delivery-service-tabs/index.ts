export {
  type DeliveryServiceTab,
  DeliveryServiceTabs,
  type DeliveryServiceTabsProps,
} from './DeliveryServiceTabs';
