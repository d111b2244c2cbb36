export { PromoBadge, type PromoBadgeProps } from './PromoBadge';
