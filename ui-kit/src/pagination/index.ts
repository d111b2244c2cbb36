export { Pagination, type PaginationProps } from './Pagination';
export { pageWindow } from './pageWindow';
