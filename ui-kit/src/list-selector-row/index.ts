export { ListSelectorRow, type ListSelectorRowProps } from './ListSelectorRow';
