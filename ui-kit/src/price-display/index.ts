export { PriceDisplay, type PriceDisplayProps } from './PriceDisplay';
