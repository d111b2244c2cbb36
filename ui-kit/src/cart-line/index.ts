export { CartLine, type CartLineNotice, type CartLineProps } from './CartLine';
