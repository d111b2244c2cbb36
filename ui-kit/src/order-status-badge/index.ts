export { OrderStatusBadge, type OrderStatusBadgeProps } from './OrderStatusBadge';
