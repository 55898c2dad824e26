/** One slot of numbered pagination: a page button, or an ellipsis standing for hidden pages. */
export type PageSlot =
  | { type: 'page'; page: number }
  | { type: 'ellipsis'; position: 'start' | 'end' };

/**
 * Numbered pagination: the first page, the last page and the current page ±1 are shown, and an
 * ellipsis stands for the pages between them, but only for two or more: a gap of one page shows
 * that page (an ellipsis as wide as the number it hides only hides it). `current` is clamped
 * into 1..total; no pages gives no slots.
 */
export function pageSlots(current: number, total: number): PageSlot[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const last = Math.floor(total);
  const page = Math.min(last, Math.max(1, Math.floor(current) || 1));
  const shown = (n: number) =>
    n === 1 ||
    n === last ||
    Math.abs(n - page) <= 1 ||
    // The only page between 1 and the current window, or between it and the last page.
    (n === 2 && page - 1 === 3) ||
    (n === last - 1 && page + 1 === last - 2);
  const slots: PageSlot[] = [];
  for (let n = 1; n <= last; n++) {
    if (shown(n)) slots.push({ type: 'page', page: n });
    else if (shown(n - 1)) slots.push({ type: 'ellipsis', position: n < page ? 'start' : 'end' });
  }
  return slots;
}
