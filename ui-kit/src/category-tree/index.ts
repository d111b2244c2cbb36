export { type CategoryNode, CategoryTree, type CategoryTreeProps } from './CategoryTree';
