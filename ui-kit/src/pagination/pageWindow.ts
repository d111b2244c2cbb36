/**
 * The page numbers a pager shows, at most 7 so it fits a phone: the first and last pages
 * always, the current one with a neighbour each side, and 'gap' where numbers are left out.
 */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pageCount <= 7) return range(1, pageCount);
  if (page <= 4) return [...range(1, 5), 'gap', pageCount];
  if (page >= pageCount - 3) return [1, 'gap', ...range(pageCount - 4, pageCount)];
  return [1, 'gap', page - 1, page, page + 1, 'gap', pageCount];
}
