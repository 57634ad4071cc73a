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
 * Drawn rows' heights by message id. The state holding it is a new wrapper around the same book whenever a height
 * changed, so a row measured in a history of thousands does not copy every height (the copies were most of the
 * garbage while scrolling).
 */
class HeightBook {
  private readonly heights = new Map<number, number>();

  of(id: number): number {
    return this.heights.get(id) ?? ESTIMATED_HEIGHT;
  }

  /** Takes the measured heights; answers whether any changed. */
  take(measured: readonly (readonly [number, number])[]): boolean {
    let changed = false;
    for (const [id, height] of measured) {
      if (this.heights.get(id) === height) continue;
      this.heights.set(id, height);
      changed = true;
    }
    return changed;
  }
}

/**
 * The messages of a long history that a scroll box shows (issue 33: thousands of messages at 60 frames a second),
 * drawn between two spacers as the issue list's windowed view is (ADR 0080), but for rows of different heights: each
 * drawn row is measured by a ResizeObserver and the offsets follow, rows never drawn count ESTIMATED_HEIGHT.
 * `offsets[i]` is where message i starts; the last entry is the whole height.
 */
export function useMessageWindow(ids: readonly number[]) {
  const [book] = useState(() => new HeightBook());
  const [measured, setMeasured] = useState({ book });
  const [view, setView] = useState({ top: 0, height: 0 });

  const offsets = useMemo(() => {
    const starts = [0];
    let total = 0;
    for (const id of ids) {
      total += measured.book.of(id);
      starts.push(total);
    }
    return starts;
  }, [ids, measured]);

  const [observer] = useState(
    () =>
      new ResizeObserver((entries) => {
        const heights = entries.flatMap((entry) => {
          const id = Number((entry.target as HTMLElement).dataset.messageId);
          const height = Math.round(entry.borderBoxSize[0]?.blockSize ?? entry.target.getBoundingClientRect().height);
          return Number.isFinite(id) && height > 0 ? [[id, height] as const] : [];
        });
        if (book.take(heights)) setMeasured({ book });
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
