export { StoreRow, type StoreRowProps } from './StoreRow';
