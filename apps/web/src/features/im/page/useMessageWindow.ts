import { useCallback, useEffect, useMemo, useState } from 'react';

/** A message's height before it has been drawn once: about one line of text with its sender. */
export const ESTIMATED_HEIGHT = 64;
/** Pixels drawn above and below the visible part, so a fast wheel never shows blank space. */
const OVERSCAN_PX = 600;

/** The first index whose offset is above `value` (offsets ascend). */
export function firstAbove(offsets: readonly number[], value: number): number {
  let low = 0;
  let high = offsets.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((offsets[middle] ?? 0) > value) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The messages of a long history that a scroll box shows (issue 33: thousands of messages at 60 frames a second),
 * drawn between two spacers as the issue list's windowed view is (ADR 0080), but for rows of different heights: each
 * drawn row is measured once by a ResizeObserver and the offsets follow, rows never drawn count ESTIMATED_HEIGHT.
 * `offsets[i]` is where message i starts; the last entry is the whole height.
 */
export function useMessageWindow(ids: readonly number[]) {
  const [heights, setHeights] = useState<ReadonlyMap<number, number>>(() => new Map());
  const [view, setView] = useState({ top: 0, height: 0 });

  const offsets = useMemo(() => {
    const starts = [0];
    let total = 0;
    for (const id of ids) {
      total += heights.get(id) ?? ESTIMATED_HEIGHT;
      starts.push(total);
    }
    return starts;
  }, [ids, heights]);

  const [observer] = useState(
    () =>
      new ResizeObserver((entries) => {
        const measured = entries.flatMap((entry) => {
          const id = Number((entry.target as HTMLElement).dataset.messageId);
          const height = Math.round(entry.borderBoxSize[0]?.blockSize ?? entry.target.getBoundingClientRect().height);
          return Number.isFinite(id) && height > 0 ? [[id, height] as const] : [];
        });
        setHeights((current) => {
          const changed = measured.filter(([id, height]) => current.get(id) !== height);
          return changed.length === 0 ? current : new Map([...current, ...changed]);
        });
      }),
  );
  useEffect(() => () => observer.disconnect(), [observer]);

  /** The ref of a drawn row (which carries `data-message-id`): measured while it is drawn. */
  const measure = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      observer.observe(element);
      return () => observer.unobserve(element);
    },
    [observer],
  );

  const from = Math.max(0, firstAbove(offsets, view.top - OVERSCAN_PX) - 1);
  const to = Math.min(ids.length, firstAbove(offsets, view.top + view.height + OVERSCAN_PX));
  const total = offsets[ids.length] ?? 0;
  return {
    from,
    to,
    offsets,
    padTop: offsets[from] ?? 0,
    padBottom: total - (offsets[to] ?? total),
    measure,
    setView,
  };
}
