/** One place in the pager's row of pages: a page to go to, or a gap standing for the pages left out. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'before' | 'after' };

/** Pages either side of the current one that stay in view, as Jira and antd keep them. */
const AROUND = 2;
/** Up to this many pages are all shown: a gap would hide no more than it takes. */
const ALL_UP_TO = 7;

/**
 * The pages the pager offers for page `current` of `count`: the first and the last always, the current with
 * two either side, and a gap where more than one page is left out (1 … 4 5 6 7 8 … 20).
 */
export function pagerItems(current: number, count: number): PagerItem[] {
  const page = (number: number): PagerItem => ({ kind: 'page', page: number });
  if (count <= ALL_UP_TO) return Array.from({ length: count }, (_, index) => page(index + 1));
  // Near either end the window slides inwards so the row always has the same number of places.
  let from = Math.max(2, Math.min(current - AROUND, count - 1 - 2 * AROUND));
  let to = Math.min(count - 1, Math.max(current + AROUND, 2 + 2 * AROUND));
  // A gap standing for a single page would take its place: that page is shown instead.
  if (from === 3) from = 2;
  if (to === count - 2) to = count - 1;
  const middle = Array.from({ length: to - from + 1 }, (_, index) => page(from + index));
  return [
    page(1),
    ...(from > 2 ? [{ kind: 'gap', key: 'before' } as const] : []),
    ...middle,
    ...(to < count - 1 ? [{ kind: 'gap', key: 'after' } as const] : []),
    page(count),
  ];
}
