import { describe, expect, it } from 'vitest';
import { type PaginationItem, paginationItems } from './pagination';

/** Compact notation: page numbers, and '…' for an ellipsis. */
function render(items: PaginationItem[]): string {
  return items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ');
}

describe('paginationItems', () => {
  // An ellipsis never stands for a single page: that page is shown instead.
  it('has no items when there are no pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, -3)).toEqual([]);
    expect(paginationItems(1, Number.NaN)).toEqual([]);
  });

  it.each([
    // n = 1..3: every page is first, last or next to the current one.
    [1, 1, '1'],
    [1, 2, '1 2'],
    [2, 2, '1 2'],
    [1, 3, '1 2 3'],
    [2, 3, '1 2 3'],
    [3, 3, '1 2 3'],
    [1, 4, '1 2 3 4'],
    [2, 4, '1 2 3 4'],
    [3, 4, '1 2 3 4'],
    [4, 4, '1 2 3 4'],
    [1, 5, '1 2 … 5'],
    [3, 5, '1 2 3 4 5'],
    [5, 5, '1 … 4 5'],
    [1, 6, '1 2 … 6'],
    [3, 6, '1 2 3 4 5 6'],
    [4, 6, '1 2 3 4 5 6'],
    [6, 6, '1 … 5 6'],
    [1, 7, '1 2 … 7'],
    [4, 7, '1 2 3 4 5 6 7'],
    [7, 7, '1 … 6 7'],
    [5, 8, '1 … 4 5 6 7 8'],
    [1, 9, '1 2 … 9'],
    [5, 9, '1 … 4 5 6 … 9'],
    [8, 9, '1 … 7 8 9'],
    [1, 10, '1 2 … 10'],
    [2, 10, '1 2 3 … 10'],
    [3, 10, '1 2 3 4 … 10'],
    [4, 10, '1 2 3 4 5 … 10'],
    [5, 10, '1 … 4 5 6 … 10'],
    [7, 10, '1 … 6 7 8 9 10'],
    [8, 10, '1 … 7 8 9 10'],
    [9, 10, '1 … 8 9 10'],
    [10, 10, '1 … 9 10'],
  ])('current %i of %i → %s', (current, total, expected) => {
    expect(render(paginationItems(current, total))).toBe(expected);
  });

  it('clamps a current page outside 1..n', () => {
    expect(render(paginationItems(0, 5))).toBe('1 2 … 5');
    expect(render(paginationItems(-2, 5))).toBe('1 2 … 5');
    expect(render(paginationItems(99, 5))).toBe('1 … 4 5');
    expect(render(paginationItems(Number.NaN, 3))).toBe('1 2 3');
  });

  // Exhaustive invariants for every n = 1..10 and every current page.
  const cases = Array.from({ length: 10 }, (_, i) => i + 1).flatMap((n) =>
    Array.from({ length: n }, (_, j) => [j + 1, n] as const),
  );

  it.each(cases)('current %i of %i keeps the pagination invariants', (current, total) => {
    const items = paginationItems(current, total);
    const pages = items.flatMap((item) => (item.type === 'page' ? [item.page] : []));

    // Shown: first, last, current ±1, and a page an ellipsis would hide alone — nothing else.
    const expected = new Set([1, total, current - 1, current, current + 1]);
    if (current - 1 === 3) expected.add(2);
    if (current + 1 === total - 2) expected.add(total - 1);
    expect(pages).toEqual([...expected].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b));

    // Ellipses only in the slots of pages 2 and n−1, and only when that page is hidden.
    items.forEach((item, index) => {
      if (item.type !== 'ellipsis') return;
      const slot = item.position === 'start' ? 2 : total - 1;
      expect(pages).not.toContain(slot);
      // It stands for at least two pages: the pages on either side are three or more apart.
      const after = items[index + 1];
      if (items[index - 1]?.type === 'page' && after?.type === 'page') {
        expect(after.page - (items[index - 1] as { page: number }).page).toBeGreaterThanOrEqual(3);
      }
      // The item before an ellipsis is page 1 (start) or a page below n−1 (end).
      const before = items[index - 1];
      expect(before?.type).toBe('page');
      if (item.position === 'start') expect(before).toEqual({ type: 'page', page: 1 });
    });
    expect(items.filter((i) => i.type === 'ellipsis').length).toBeLessThanOrEqual(2);

    // Pages ascend and appear once; the current one is always there.
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages).toContain(current);
  });
});
