import { type ComponentProps, useEffect, useRef } from 'react';
import { IssueGrid } from './IssueGrid';
import { useRowWindow } from './useRowWindow';

/** The "all" view's own scroll box: tall enough for about a dozen rows on a laptop screen (ADR 0080). */
const ALL_VIEW_HEIGHT = 600;
/** One line of the "all" view; its cells do not wrap (issueGrid.css), so every row has this height. */
const ROW_HEIGHT = 48;

/**
 * The whole list in a scroll box that draws only the rows in view (ADR 0092). The window is this component's
 * own state, so scrolling draws the grid again but not the list around it.
 */
export function WindowedIssueGrid(grid: Omit<ComponentProps<typeof IssueGrid>, 'drawn'>) {
  const drawn = useRowWindow(grid.rows.length, ROW_HEIGHT, ALL_VIEW_HEIGHT);
  const box = useRef<HTMLDivElement>(null);
  const activeIndex = grid.rows.findIndex((row) => row.questionId === grid.activeId);
  // The keyboard's row may be one that is not drawn (k from the top goes to the last row, j after a scroll far
  // away): the box scrolls to it, which draws it (issue 35). A drawn row scrolls itself into view.
  useEffect(() => {
    const element = box.current;
    if (!element || activeIndex === -1) return;
    const top = activeIndex * ROW_HEIGHT;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + ROW_HEIGHT > element.scrollTop + element.clientHeight) {
      element.scrollTop = top + ROW_HEIGHT - element.clientHeight;
    }
  }, [activeIndex]);
  return (
    <div
      ref={box}
      className="issue-grid-windowed"
      data-testid="issue-rows-all"
      data-row-count={grid.rows.length}
      style={{ height: ALL_VIEW_HEIGHT }}
      onScroll={drawn.onScroll}
    >
      <IssueGrid {...grid} drawn={{ from: drawn.from, to: drawn.to, rowHeight: ROW_HEIGHT }} />
    </div>
  );
}
