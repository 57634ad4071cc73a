import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PAGE_SIZES,
  POINTS_SOURCES,
  POINTS_SOURCE_LABELS,
  type PointsEntryRow,
  type PointsSource,
  pageAfterChange,
} from '@questline/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Flex, Form, InputNumber, Result, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../api/issues';
import { type PointsLedgerQuery, exportPointsLedger, getPointsLedger, reversePointsEntry } from '../../api/points';
import { currentLocale } from '../../i18n';
import { Popconfirm } from '../../ui/Popconfirm';
import { listStatus } from '../../ui/queryStatus';
import { saveBlob } from '../../ui/saveBlob';
import { CALENDAR_DAY, fileStamp, formatInstant } from '../../ui/format';
import { AdjustPointsDialog } from './AdjustPointsDialog';
import { pointsKeys } from './CheckInButton';
import { settled, useWrite } from '../../ui/useWrite';

type Filter = Omit<PointsLedgerQuery, 'pageNum' | 'pageSize'>;

/** What an entry was for, in words: the day of a sign-in, the order it came from, or the administrator's reason. */
function details(row: PointsEntryRow, numbered: (id: number) => string): string {
  switch (row.source) {
    case 'signIn':
      return row.reason.replace(/^signIn:/, '');
    case 'order':
    case 'redemption':
      return row.refId === null ? '' : numbered(row.refId);
    case 'invitation':
      return '';
    default:
      return row.reason;
  }
}

/**
 * Spec point 3 "points (integral) record": the ledger, newest first, narrowed by source and by days. A person reads
 * their own; with `admin` the platform administrator reads anyone's (or everyone's), exports the view as .xlsx,
 * gives or takes points with a reason and reverses an entry -- never edits one (ADR 0111).
 */
export function PointsLedgerTable({ admin = false }: { admin?: boolean }) {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const locale = currentLocale();
  const [filter, setFilter] = useState<Filter>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [adjusting, setAdjusting] = useState(false);
  const query = { ...filter, ...paging };
  const list = useQuery({
    queryKey: [...pointsKeys.ledger, admin, query],
    queryFn: () => getPointsLedger(query),
    placeholderData: keepPreviousData,
  });
  const narrow = (change: Filter) => {
    setFilter((current) => ({ ...current, ...change }));
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  const exportLedger = useWrite({
    write: async (shown: Filter) => {
      const ticket = await exportPointsLedger(shown);
      saveBlob(await downloadFile(ticket.data.fileName), `points-${fileStamp()}.xlsx`);
    },
  });
  const exporting = exportLedger.isPending;
  const reversal = useWrite({
    write: (row: PointsEntryRow) => reversePointsEntry(row.id),
    success: (_answer, row) => t('ledger.reversed', { id: row.id }),
    onSettled: () => client.invalidateQueries({ queryKey: ['points'] }),
  });
  const reverse = (row: PointsEntryRow) => settled(reversal.mutateAsync(row));

  if (list.error) return <Result status="error" title={list.error.message} />;
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} justify="space-between" align="start">
        <Form layout="inline" role="group" aria-label={t('ledger.filters')} style={{ rowGap: 12 }}>
          <Form.Item label={t('ledger.source')}>
            <Select<PointsSource | 'all'>
              aria-label={t('ledger.source')}
              style={{ minWidth: 150 }}
              value={filter.source ?? 'all'}
              onChange={(source) => narrow({ source: source === 'all' ? undefined : source })}
              options={[
                { value: 'all' as const, label: t('ledger.allSources') },
                ...POINTS_SOURCES.map((source) => ({ value: source, label: POINTS_SOURCE_LABELS[locale][source] })),
              ]}
            />
          </Form.Item>
          <Form.Item label={t('ledger.days')}>
            <DatePicker.RangePicker
              aria-label={t('ledger.days')}
              placeholder={[t('ledger.from'), t('ledger.to')]}
              value={filter.beginDate && filter.endDate ? [dayjs(filter.beginDate), dayjs(filter.endDate)] : null}
              onChange={(range) =>
                narrow({ beginDate: range?.[0]?.format(CALENDAR_DAY), endDate: range?.[1]?.format(CALENDAR_DAY) })
              }
            />
          </Form.Item>
          {admin && (
            <Form.Item label={t('ledger.userId')}>
              <InputNumber<number>
                aria-label={t('ledger.userId')}
                min={1}
                precision={0}
                value={filter.userId ?? null}
                onChange={(userId) => narrow({ userId: userId ?? undefined })}
              />
            </Form.Item>
          )}
        </Form>
        {admin && (
          <Flex gap={8}>
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => exportLedger.mutate(filter)}>
              {t('ledger.export')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdjusting(true)}>
              {t('ledger.adjust')}
            </Button>
          </Flex>
        )}
      </Flex>
      <Table<PointsEntryRow>
        rowKey="id"
        size="small"
        dataSource={list.data?.rows ?? []}
        {...listStatus(list, t('ledger.empty'))}
        scroll={{ x: true }}
        columns={[
          { key: 'time', title: t('ledger.time'), render: (_v, row) => formatInstant(row.createTime) },
          ...(admin
            ? [
                {
                  key: 'user',
                  title: t('ledger.user'),
                  render: (_v: unknown, row: PointsEntryRow) => `${row.userName} (#${String(row.userId)})`,
                },
              ]
            : []),
          { key: 'source', title: t('ledger.source'), render: (_v, row) => POINTS_SOURCE_LABELS[locale][row.source] },
          {
            key: 'points',
            title: t('ledger.points'),
            align: 'end',
            render: (_v, row) => (
              <Typography.Text type={row.points > 0 ? 'success' : undefined}>
                {row.points > 0 ? `+${String(row.points)}` : row.points}
              </Typography.Text>
            ),
          },
          { key: 'balance', title: t('ledger.balanceAfter'), align: 'end', render: (_v, row) => row.balanceAfter },
          {
            key: 'details',
            title: t('ledger.details'),
            render: (_v, row) => details(row, (id) => t('ledger.ref', { id })),
          },
          ...(admin
            ? [
                {
                  key: 'actions',
                  title: t('ledger.actions'),
                  render: (_v: unknown, row: PointsEntryRow) =>
                    row.source === 'reversal' ? null : (
                      <Popconfirm title={t('ledger.reverseConfirm', { id: row.id })} onConfirm={() => reverse(row)}>
                        <Button size="small">{t('ledger.reverse')}</Button>
                      </Popconfirm>
                    ),
                },
              ]
            : []),
        ]}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          onChange: (pageNum, pageSize) => setPaging((current) => pageAfterChange(current, pageNum, pageSize)),
        }}
      />
      {adjusting && <AdjustPointsDialog userId={filter.userId} onClose={() => setAdjusting(false)} />}
    </Flex>
  );
}
