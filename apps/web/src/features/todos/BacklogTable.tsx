import type { ApiPage, BacklogColumn, BacklogQuestionRow, QuestionSortColumn } from '@questline/contract';
import { ConfigProvider, Flex, Pagination, Table, Tag, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';
import { EmptyState, hasAnswer, listStatus } from '../../ui/queryStatus';
import { useNarrow } from '../../ui/useNarrow';
import { ISSUE_PAGE_SIZES } from '../issues';
import { IssueCards } from '../issues/parts.public';
import { ROLE_COLOURS, backlogColumns, leastTableWidth } from './backlogColumns';
import type { BacklogState } from './backlogState';

/** Rows of one line, 35 px high as on the issue list: 15 fit at 1366 x 768 (issue 38, point 4). */
const DENSE_ROWS = { components: { Table: { cellPaddingBlockSM: 6 } } };

/**
 * One page of pending issues across projects: server-side sort and paging. The title takes the width the other
 * columns leave; the table scrolls sideways only below the columns' least widths. On a phone the page's issues are
 * cards with their project and the part waiting on the person (issue 38, point 3; ADR 0109).
 */
export function BacklogTable({
  query,
  columns,
  state,
  onChange,
  onOpen,
}: {
  query: { data: ApiPage<BacklogQuestionRow> | undefined; isFetching: boolean; isPlaceholderData: boolean };
  columns: readonly BacklogColumn[];
  state: BacklogState;
  onChange: (patch: Partial<BacklogState>) => void;
  onOpen: (row: BacklogQuestionRow) => void;
}) {
  const { t } = useTranslation('todos');
  const { t: tIssues } = useTranslation('issues');
  const page = query.data;
  const narrow = useNarrow();
  if (narrow) {
    return (
      <Flex vertical gap={8}>
        <IssueCards
          rows={page?.rows ?? []}
          loading={query.isFetching}
          answered={hasAnswer(query)}
          empty={<EmptyState description={t('table.empty')} />}
          onOpen={onOpen}
          extra={(row) => (
            <>
              <Typography.Text type="secondary">{row.projectName}</Typography.Text>
              <Tag color={ROLE_COLOURS[row.waitingAs]}>{t(`waitingAs.${row.waitingAs}`)}</Tag>
            </>
          )}
        />
        {(page?.total ?? 0) > 0 && (
          <Pagination
            simple
            size="small"
            align="center"
            current={state.pageNum}
            pageSize={state.pageSize}
            total={page?.total ?? 0}
            showTotal={(total) => t('table.total', { count: total })}
            onChange={(pageNum, pageSize) => onChange({ pageNum, pageSize })}
          />
        )}
      </Flex>
    );
  }
  const shown = backlogColumns({
    columns,
    orderBy: state.orderBy,
    order: state.order,
    locale: currentLocale(),
    tIssues,
    t,
    onOpen,
  });
  return (
    <ConfigProvider theme={DENSE_ROWS}>
      <Table<BacklogQuestionRow>
        rowKey="questionId"
        size="small"
        tableLayout="fixed"
        scroll={{ x: leastTableWidth(shown) }}
        {...listStatus(query, t('table.empty'))}
        dataSource={page?.rows ?? []}
        columns={shown}
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
            const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<BacklogQuestionRow> | undefined;
            // As on the issue list: past "descend" antd answers unsorted; the list is always sorted.
            onChange(
              one?.columnKey && one.order
                ? {
                    orderBy: one.columnKey as QuestionSortColumn,
                    order: one.order === 'ascend' ? 'asc' : 'desc',
                    pageNum: 1,
                  }
                : { order: 'asc', pageNum: 1 },
            );
          }
        }}
      />
    </ConfigProvider>
  );
}
