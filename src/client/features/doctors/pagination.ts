/** One slot of the numbered pagination: a page button, or an ellipsis standing for hidden pages. */
export type PaginationItem =
  | { type: 'page'; page: number }
  | { type: 'ellipsis'; position: 'start' | 'end' };

/**
 * The spec's pagination: the first page, the last page and the current page ±1 are shown; an
 * ellipsis may appear only in the slot of page 2 or of page n−1, when that page is not shown.
 * `current` is clamped into 1..total; no pages gives no items.
 */
export function paginationItems(current: number, total: number): PaginationItem[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const last = Math.floor(total);
  const page = Math.min(last, Math.max(1, Math.floor(current) || 1));
  const items: PaginationItem[] = [];
  for (let n = 1; n <= last; n++) {
    if (n === 1 || n === last || Math.abs(n - page) <= 1) {
      items.push({ type: 'page', page: n });
    } else if (n === 2) {
      items.push({ type: 'ellipsis', position: 'start' });
    } else if (n === last - 1) {
      items.push({ type: 'ellipsis', position: 'end' });
    }
  }
  return items;
}
