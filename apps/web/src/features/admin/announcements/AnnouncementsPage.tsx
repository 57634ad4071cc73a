import { PlusOutlined } from '@ant-design/icons';
import {
  ANNOUNCEMENT_STATUS_LABELS,
  type Announcement,
  AnnouncementStatus,
  type ApiOk,
  PAGE_SIZES,
} from '@questline/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Result, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAnnouncements, publishAnnouncement, removeAnnouncement, withdrawAnnouncement } from '../../../api/notices';
import { currentLocale } from '../../../i18n';
import { formatInstant } from '../../../ui/format';
import { useWrite } from '../../../ui/useWrite';
import { noticeKeys } from '../../notices';
import { AnnouncementDialog } from './AnnouncementDialog';
import { listStatus } from '../../../ui/queryStatus';

// Presets whose text keeps 4.5:1 on their pale fill (tagColours.ts); green and orange do not.
const STATUS_COLOURS: Record<AnnouncementStatus, string> = { 0: 'default', 1: 'success', 2: 'magenta' };

export const announcementKeys = {
  all: ['admin', 'announcements'] as const,
  page: (pageNum: number, pageSize: number) => ['admin', 'announcements', pageNum, pageSize] as const,
};

/**
 * /admin/announcements (issue 11, DESIGN.md "/admin/..."): platform administrators write announcements
 * as drafts, publish them to everyone (the newest pops up once at each reader's next start), withdraw
 * and delete them. The route guard and the server both let only platform administrators in.
 */
export default function AnnouncementsPage() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const client = useQueryClient();
  const locale = currentLocale();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const list = useQuery({
    queryKey: announcementKeys.page(page.pageNum, page.pageSize),
    queryFn: () => getAnnouncements(page),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<Announcement | null | 'new'>(null);

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: announcementKeys.all });
    await client.invalidateQueries({ queryKey: noticeKeys.all });
  };

  // Withdraw, publish, remove: each said with its own text about the row it changed.
  const act = useWrite({
    write: ({ row, call }: { row: Announcement; call: (id: number) => Promise<ApiOk<unknown>>; done: string }) =>
      call(row.announcementId),
    success: (_answer, { row, done }) => t(done, { title: row.noticeTitle }),
    onSuccess: refresh,
  });
  const acting = (row: Announcement) => act.isPending && act.variables.row.announcementId === row.announcementId;

  if (list.error) return <Result status="error" title={list.error.message} />;
  return (
    <Card
      title={t('title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('actions.create')}
        </Button>
      }
    >
      <Table<Announcement>
        rowKey="announcementId"
        dataSource={list.data?.rows ?? []}
        {...listStatus(list, t('empty'))}
        columns={[
          { key: 'title', title: t('columns.title'), render: (_v, row) => row.noticeTitle },
          {
            key: 'status',
            title: t('columns.status'),
            width: 100,
            render: (_v, row) => (
              <Tag color={STATUS_COLOURS[row.status]}>{ANNOUNCEMENT_STATUS_LABELS[locale][row.status]}</Tag>
            ),
          },
          {
            key: 'publishTime',
            title: t('columns.publishTime'),
            width: 160,
            render: (_v, row) => formatInstant(row.publishTime),
          },
          { key: 'readCount', title: t('columns.readCount'), width: 90, render: (_v, row) => row.readCount },
          {
            key: 'updateTime',
            title: t('columns.updateTime'),
            width: 160,
            render: (_v, row) => formatInstant(row.updateTime),
          },
          {
            key: 'actions',
            title: t('columns.actions'),
            width: 240,
            render: (_v, row) => (
              <Space size={4} wrap>
                <Button size="small" onClick={() => setEditing(row)}>
                  {t('actions.edit')}
                </Button>
                {row.status === AnnouncementStatus.published ? (
                  <Button
                    size="small"
                    loading={acting(row)}
                    onClick={() => act.mutate({ row, call: withdrawAnnouncement, done: 'done.withdrawn' })}
                  >
                    {t('actions.withdraw')}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    type="primary"
                    loading={acting(row)}
                    onClick={() => act.mutate({ row, call: publishAnnouncement, done: 'done.published' })}
                  >
                    {t('actions.publish')}
                  </Button>
                )}
                <Popconfirm
                  title={t('actions.removeConfirm', { title: row.noticeTitle })}
                  okText={t('actions.remove')}
                  cancelText={t('actions.cancel')}
                  onConfirm={() => act.mutate({ row, call: removeAnnouncement, done: 'done.removed' })}
                >
                  <Button size="small" danger>
                    {t('actions.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          onChange: (pageNum, pageSize) => setPage({ pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
        }}
      />
      {editing !== null && (
        <AnnouncementDialog
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('done.saved'));
            void refresh();
          }}
        />
      )}
    </Card>
  );
}
