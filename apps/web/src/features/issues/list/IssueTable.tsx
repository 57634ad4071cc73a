import type { ApiPage, QuestionColumn, QuestionRow, QuestionSortColumn } from '@questline/contract';
import { Flex, Segmented, Table, type TableProps, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { issueColumns } from './issueColumns';
import { ALL_ROWS, ISSUE_DEFAULT_PAGE_SIZE, ISSUE_PAGE_SIZES, type ListState } from './listState';

/** The "all" view's own scroll box: tall enough for about a dozen rows on a laptop screen (ADR 0080). */
const ALL_VIEW_HEIGHT = 600;
/** The selection column's width, added to the columns' own for the windowed table's scroll width. */
const SELECTION_WIDTH = 48;
/**
 * The windowed table lays its columns out at their given widths (no content sizing), so each gets the room a
 * header's sort arrow and padding take there ("Priority" broke in two at 90 px).
 */
const FIXED_LAYOUT_EXTRA = 24;

/**
 * The issues in view: one page with server-side sort and paging, or the whole list (issue 17) in a table that
 * draws only the rows in its scroll box (antd's `virtual`, ADR 0080). Rows are selectable for a batch action.
 */
export function IssueTable({
  page,
  loading,
  columns,
  state,
  selected,
  onSelect,
  onChange,
  onOpen,
}: {
  page: ApiPage<QuestionRow> | undefined;
  loading: boolean;
  columns: readonly QuestionColumn[];
  state: ListState;
  selected: QuestionRow[];
  onSelect: (rows: QuestionRow[]) => void;
  onChange: (patch: Partial<ListState>) => void;
  onOpen: (row: QuestionRow) => void;
}) {
  const { t } = useTranslation('issues');
  const locale = currentLocale();
  const all = state.pageSize === ALL_ROWS;
  const rows = page?.rows ?? [];
  const total = page?.total ?? 0;
  const shown = issueColumns({ columns, orderBy: state.orderBy, order: state.order, locale, t, onOpen });
  const tableColumns = all
    ? shown.map((column) => ({ ...column, width: Number(column.width ?? 120) + FIXED_LAYOUT_EXTRA }))
    : shown;

  const common: TableProps<QuestionRow> = {
    rowKey: 'questionId',
    size: 'middle',
    loading,
    dataSource: rows,
    columns: tableColumns,
    locale: { emptyText: t('table.empty') },
    rowSelection: {
      selectedRowKeys: selected.map((row) => row.questionId),
      onChange: (_keys, chosen) => onSelect(chosen),
      getCheckboxProps: (row) => ({ 'aria-label': t('table.select', { title: row.questionName }) }),
      getTitleCheckboxProps: () => ({ 'aria-label': t('table.selectAll') }),
    },
    onChange: (pagination, _filters, sorter, extra) => {
      if (extra.action === 'paginate') {
        onChange({ pageNum: pagination.current ?? 1, pageSize: pagination.pageSize ?? ISSUE_DEFAULT_PAGE_SIZE });
      } else if (extra.action === 'sort') {
        const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<QuestionRow> | undefined;
        // antd has no direction after "descend" and answers an empty sorter (unsorted); only the sorted
        // column can get there, and the list is always sorted, so that click turns it ascending.
        onChange(
          one?.columnKey && one.order
            ? { orderBy: one.columnKey as QuestionSortColumn, order: one.order === 'ascend' ? 'asc' : 'desc' }
            : { orderBy: state.orderBy, order: 'asc' },
        );
      }
    },
  };

  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={8} align="center" justify="space-between">
        <Typography.Text type="secondary" data-testid="issue-count">
          {all && total > rows.length
            ? t('table.allCut', { shown: rows.length, count: total })
            : t('table.total', { count: total })}
        </Typography.Text>
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
      </Flex>
      {all ? (
        <div data-testid="issue-rows-all" data-row-count={rows.length}>
          <Table<QuestionRow>
            {...common}
            virtual
            pagination={false}
            scroll={{
              x: tableColumns.reduce((sum, column) => sum + Number(column.width ?? 120), SELECTION_WIDTH),
              y: ALL_VIEW_HEIGHT,
            }}
          />
        </div>
      ) : (
        // A wide table scrolls in its own box; antd's horizontal scroll adds a hidden measuring row that axe
        // flags for the focusable headers it copies.
        <div style={{ overflowX: 'auto' }}>
          <Table<QuestionRow>
            {...common}
            pagination={{
              current: state.pageNum,
              pageSize: state.pageSize === ALL_ROWS ? ISSUE_DEFAULT_PAGE_SIZE : state.pageSize,
              total,
              showSizeChanger: true,
              pageSizeOptions: ISSUE_PAGE_SIZES.map(String),
              showTotal: (count) => t('table.total', { count }),
            }}
          />
        </div>
      )}
    </Flex>
  );
}
