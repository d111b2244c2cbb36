export { AddressRow, type AddressRowProps } from './AddressRow';
