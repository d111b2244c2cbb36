export { CartSectorGroup, type CartSectorGroupProps } from './CartSectorGroup';
