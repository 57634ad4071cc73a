import type { ApiPage, QuestionColumn, QuestionRow, QuestionSortColumn } from '@questline/contract';
import { Flex, Segmented, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { IssueCards } from './IssueCards';
import { issueColumns } from './issueColumns';
import { IssueGrid } from './IssueGrid';
import { ALL_ROWS, ISSUE_DEFAULT_PAGE_SIZE, ISSUE_PAGE_SIZES, type ListState } from './listState';
import { Pager } from './Pager';
import { WindowedIssueGrid } from './WindowedIssueGrid';

/**
 * The windowed table lays its columns out at their given widths (no content sizing), so each gets the room a
 * header's sort arrows and padding take there ("Optimisation" was cut at 90 px).
 */
const FIXED_LAYOUT_EXTRA = 24;

/**
 * The issues in view: one page with server-side sort and paging, or the whole list (issue 17) in a box that
 * draws only the rows in view (ADRs 0080, 0092). Rows are selectable for a batch action. On a phone (`cards`) the
 * page's issues are cards, paged, without selection (issue 38, point 3; ADR 0109).
 */
export function IssueTable({
  page,
  loading,
  answered,
  empty,
  columns,
  state,
  selected,
  onSelect,
  onChange,
  onOpen,
  activeId = null,
  cards = false,
}: {
  page: ApiPage<QuestionRow> | undefined;
  loading: boolean;
  answered: boolean;
  empty: ReactNode;
  columns: readonly QuestionColumn[];
  state: ListState;
  selected: QuestionRow[];
  onSelect: (rows: QuestionRow[]) => void;
  onChange: (patch: Partial<ListState>) => void;
  onOpen: (row: QuestionRow) => void;
  /** The row the keyboard is on (j/k, issue 35). */
  activeId?: number | null;
  cards?: boolean;
}) {
  const { t } = useTranslation('issues');
  const all = state.pageSize === ALL_ROWS && !cards;
  const rows = page?.rows ?? [];
  const total = page?.total ?? 0;
  const shown = issueColumns({ columns, locale: currentLocale(), t, onOpen });
  const grid = {
    columns: all ? shown.map((column) => ({ ...column, width: column.width + FIXED_LAYOUT_EXTRA })) : shown,
    rows,
    sort: { orderBy: state.orderBy, order: state.order },
    onSort: ({ orderBy, order }: { orderBy: string; order: 'asc' | 'desc' }) =>
      onChange({ orderBy: orderBy as QuestionSortColumn, order }),
    selected,
    onSelect,
    loading,
    answered,
    empty,
    activeId,
  };

  // The count and the paged/all switch sit under the table, beside the pager, so the rows start higher (issue 38).
  const summary = (
    <Flex wrap gap={8} align="center">
      {page === undefined ? (
        // No "0 issues in total" before the first answer (issue 38, point 6).
        <Skeleton.Input active size="small" />
      ) : (
        <Typography.Text type="secondary" data-testid="issue-count">
          {all && total > rows.length
            ? t('table.allCut', { shown: rows.length, count: total })
            : t('table.total', { count: total })}
        </Typography.Text>
      )}
      {!cards && (
        <Segmented
          size="small"
          aria-label={t('table.view')}
          value={all ? ALL_ROWS : 'pages'}
          options={[
            { value: 'pages', label: t('table.paged') },
            { value: ALL_ROWS, label: t('table.all') },
          ]}
          onChange={(value) => onChange({ pageSize: value === ALL_ROWS ? ALL_ROWS : ISSUE_DEFAULT_PAGE_SIZE })}
        />
      )}
    </Flex>
  );

  return (
    <div>
      {cards ? (
        <IssueCards rows={rows} loading={loading} answered={answered} empty={empty} onOpen={onOpen} />
      ) : all ? (
        <WindowedIssueGrid {...grid} />
      ) : (
        <div className="issue-grid-box">
          <IssueGrid {...grid} />
        </div>
      )}
      <Flex wrap gap={8} align="center" justify="space-between" className="issue-list-foot">
        {summary}
        {!all && total > 0 && (
          <Pager
            current={state.pageNum}
            pageSize={state.pageSize === ALL_ROWS ? ISSUE_DEFAULT_PAGE_SIZE : state.pageSize}
            total={total}
            sizes={ISSUE_PAGE_SIZES}
            onChange={(pageNum, pageSize) => onChange({ pageNum, pageSize })}
          />
        )}
      </Flex>
    </div>
  );
}
