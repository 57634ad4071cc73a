import { type UIEvent, useCallback, useState } from 'react';

/** Rows drawn above and below the visible ones, so a fast wheel does not show blank space. */
const OVERSCAN = 5;

/**
 * The rows of a long list a scroll box of `height` pixels shows, for rows of `rowHeight` (issue 17, ADR 0092):
 * the range to draw and the scroll handler. The range is state only when it changes, so scrolling within a
 * row's height re-renders nothing.
 */
export function useRowWindow(count: number, rowHeight: number, height: number) {
  const [first, setFirst] = useState(0);
  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => setFirst(Math.floor(event.currentTarget.scrollTop / rowHeight)),
    [rowHeight],
  );
  const from = Math.max(0, Math.min(first, count) - OVERSCAN);
  const to = Math.min(count, first + Math.ceil(height / rowHeight) + OVERSCAN);
  return { from, to, onScroll };
}
