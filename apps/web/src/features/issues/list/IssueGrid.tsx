import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import type { QuestionRow } from '@questline/contract';
import { Checkbox } from 'antd';
import { memo, type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../ui/queryStatus';
import type { IssueColumn } from './issueColumns';
import './issueGrid.css';

/** The sort a table shows; the list sorts on the server, so a header only asks for another one. */
export interface GridSort {
  orderBy: string;
  order: 'asc' | 'desc';
}

/** The rows a windowed table draws, with the height of the rows above and below it that it does not. */
export interface GridWindow {
  from: number;
  to: number;
  rowHeight: number;
}

interface IssueGridProps {
  columns: readonly IssueColumn[];
  rows: readonly QuestionRow[];
  sort: GridSort;
  onSort: (sort: GridSort) => void;
  selected: readonly QuestionRow[];
  onSelect: (rows: QuestionRow[]) => void;
  loading: boolean;
  /** Whether the rows are the server's answer to the list in view (ui/queryStatus hasAnswer). */
  answered: boolean;
  /** What an answered empty list says: the first-issue invitation or "no issue matches". */
  empty: ReactNode;
  /** Only these rows are drawn ("all" view); without it, every row is. */
  drawn?: GridWindow;
  /** The row the keyboard is on (j/k, issue 35): marked, and scrolled into view. */
  activeId?: number | null;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
/** The selection column's width (issueGrid.css), added to the columns' own for the table's least width. */
const PICK_WIDTH = 40;

/**
 * The issue list's table (spec point 2 "problem"; issue 17, ADR 0092): sortable headers that ask the server
 * for another order (the sorted column turns round, another starts ascending), a selection column for batch
 * actions, and for a long list only the rows in view.
 */
export function IssueGrid({
  columns,
  rows,
  sort,
  onSort,
  selected,
  onSelect,
  loading,
  answered,
  empty,
  drawn,
  activeId = null,
}: IssueGridProps) {
  const { t } = useTranslation('issues');
  const chosen = useMemo(() => new Set(selected.map((row) => row.questionId)), [selected]);
  const allChosen = rows.length > 0 && rows.every((row) => chosen.has(row.questionId));
  // Stable while only the drawn window moves, so the rows already drawn are not drawn again (GridRow is memo).
  const toggle = useCallback(
    (row: QuestionRow) =>
      onSelect(
        chosen.has(row.questionId)
          ? selected.filter((one) => one.questionId !== row.questionId)
          : rows.filter((one) => one.questionId === row.questionId || chosen.has(one.questionId)),
      ),
    [chosen, rows, selected, onSelect],
  );
  const from = drawn?.from ?? 0;
  const to = drawn?.to ?? rows.length;
  const gap = (count: number) =>
    drawn && count > 0 ? (
      <tr aria-hidden="true" style={{ height: count * drawn.rowHeight }}>
        <td colSpan={columns.length + 1} style={{ padding: 0, border: 0 }} />
      </tr>
    ) : null;

  return (
    <table
      className={loading ? 'issue-grid issue-grid-busy' : 'issue-grid'}
      aria-busy={loading}
      aria-rowcount={rows.length + 1}
      style={{ minWidth: columns.reduce((sum, column) => sum + column.width, PICK_WIDTH) }}
    >
      <thead>
        <tr aria-rowindex={1}>
          <th className="issue-grid-pick" scope="col">
            <Checkbox
              aria-label={t('table.selectAll')}
              checked={allChosen}
              indeterminate={!allChosen && chosen.size > 0}
              disabled={rows.length === 0}
              onChange={() => onSelect(allChosen ? [] : [...rows])}
            />
          </th>
          {columns.map((column) => {
            const order = sort.orderBy === column.key ? sort.order : undefined;
            return (
              <th
                key={column.key}
                scope="col"
                className={column.fill ? 'issue-grid-fill' : undefined}
                style={column.fill ? { minWidth: column.width } : { width: column.width }}
                aria-sort={column.sortable ? (order ? ARIA_SORT[order] : 'none') : undefined}
              >
                {column.sortable ? (
                  <button
                    type="button"
                    className="issue-grid-sort"
                    onClick={() => onSort({ orderBy: column.key, order: order === 'asc' ? 'desc' : 'asc' })}
                  >
                    {column.title}
                    <span className="issue-grid-carets" aria-hidden="true">
                      <CaretUpOutlined className={order === 'asc' ? 'issue-grid-caret-on' : undefined} />
                      <CaretDownOutlined className={order === 'desc' ? 'issue-grid-caret-on' : undefined} />
                    </span>
                  </button>
                ) : (
                  column.title
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length + 1} className="issue-grid-empty">
              <div className="issue-grid-empty-body">{answered ? empty : <ListSkeleton />}</div>
            </td>
          </tr>
        ) : (
          <>
            {gap(from)}
            {rows.slice(from, to).map((row, index) => (
              <GridRow
                key={row.questionId}
                row={row}
                columns={columns}
                rowIndex={from + index + 2}
                on={chosen.has(row.questionId)}
                active={row.questionId === activeId}
                onToggle={toggle}
              />
            ))}
            {gap(rows.length - to)}
          </>
        )}
      </tbody>
    </table>
  );
}

/** One issue's row; drawn again only when the issue, its selection or the columns change. */
const GridRow = memo(function GridRow({
  row,
  columns,
  rowIndex,
  on,
  active,
  onToggle,
}: {
  row: QuestionRow;
  columns: readonly IssueColumn[];
  rowIndex: number;
  on: boolean;
  active: boolean;
  onToggle: (row: QuestionRow) => void;
}) {
  const { t } = useTranslation('issues');
  const element = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (active) element.current?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  const classes = ['issue-row', on ? 'issue-row-selected' : '', active ? 'issue-row-active' : ''];
  return (
    <tr
      ref={element}
      className={classes.filter(Boolean).join(' ')}
      aria-rowindex={rowIndex}
      aria-current={active ? 'true' : undefined}
      data-testid={active ? 'issue-row-active' : undefined}
    >
      <td className="issue-grid-pick">
        <Checkbox
          aria-label={t('table.select', { title: row.questionName })}
          checked={on}
          onChange={() => onToggle(row)}
        />
      </td>
      {columns.map((column) => (
        <td key={column.key} className={column.fill ? 'issue-grid-fill' : undefined}>
          {column.render(row)}
        </td>
      ))}
    </tr>
  );
});
