/** One slot of numbered pagination: a page, or an ellipsis standing for hidden pages. */
export type PageSlot =
  | { type: 'page'; page: number }
  | { type: 'ellipsis'; position: 'start' | 'end' };

/**
 * The spec's pagination: first, last and current ±1 pages, with an ellipsis only in the slot of
 * page 2 or page n−1 when that page is hidden.
 */
export function pageSlots(current: number, total: number): PageSlot[] {
  const slots: PageSlot[] = [];
  for (let n = 1; n <= total; n++) {
    if (n === 1 || n === total || Math.abs(n - current) <= 1) slots.push({ type: 'page', page: n });
    else if (n === 2) slots.push({ type: 'ellipsis', position: 'start' });
    else if (n === total - 1) slots.push({ type: 'ellipsis', position: 'end' });
  }
  return slots;
}
