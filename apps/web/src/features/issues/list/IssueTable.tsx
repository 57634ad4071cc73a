import type { ApiPage, QuestionColumn, QuestionRow, QuestionSortColumn } from '@questline/contract';
import { Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n';
import { issueColumns } from './issueColumns';
import { ISSUE_PAGE_SIZES, type ListState } from './listState';

/** One page of issues: server-side sort and paging, rows selectable for a batch action. */
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

  // A wide table scrolls in its own box; antd's horizontal scroll adds a hidden measuring row that axe
  // flags for the focusable headers it copies.
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<QuestionRow>
        rowKey="questionId"
        size="middle"
        loading={loading}
        dataSource={page?.rows ?? []}
        columns={issueColumns({ columns, orderBy: state.orderBy, order: state.order, locale, t, onOpen })}
        locale={{ emptyText: t('table.empty') }}
        rowSelection={{
          selectedRowKeys: selected.map((row) => row.questionId),
          onChange: (_keys, rows) => onSelect(rows),
          getCheckboxProps: (row) => ({ 'aria-label': t('table.select', { title: row.questionName }) }),
          getTitleCheckboxProps: () => ({ 'aria-label': t('table.selectAll') }),
        }}
        pagination={{
          current: state.pageNum,
          pageSize: state.pageSize,
          total: page?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: ISSUE_PAGE_SIZES.map(String),
          showTotal: (total) => t('table.total', { count: total }),
        }}
        onChange={(pagination, _filters, sorter, extra) => {
          if (extra.action === 'paginate') {
            onChange({ pageNum: pagination.current ?? 1, pageSize: pagination.pageSize ?? state.pageSize });
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
        }}
      />
    </div>
  );
}
