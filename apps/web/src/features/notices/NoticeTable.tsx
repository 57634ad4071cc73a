import { type NoticeDetail, type NoticeItem, NoticeType, PAGE_SIZES } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Result, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAnnouncementNotice, getMessage } from '../../api/notices';
import { listStatus } from '../../ui/queryStatus';
import { formatInstant } from '../../ui/format';
import { useWrite } from '../../ui/useWrite';
import { NoticeDialog } from './NoticeDialog';
import { noticeKeys, useNotices } from './queries';

/** One tab of /user/message: a page of announcements or messages, unread ones marked, each opening in full. */
export function NoticeTable({ noticeType }: { noticeType: NoticeType }) {
  const { t } = useTranslation('notices');
  const client = useQueryClient();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const list = useNotices({ ...page, noticeType });
  const [opened, setOpened] = useState<NoticeDetail | null>(null);

  // Reading a notice marks it read: the dialog opens with it, then the lists and counts are read again.
  const open = useWrite({
    write: (item: NoticeItem) =>
      (item.noticeType === NoticeType.announcement ? getAnnouncementNotice : getMessage)(item.noticeId),
    onSuccess: async (body) => {
      setOpened(body.data);
      await client.invalidateQueries({ queryKey: noticeKeys.all });
    },
  });

  if (list.error) return <Result status="error" title={list.error.message} />;
  return (
    <>
      <Table<NoticeItem>
        rowKey="noticeId"
        size="middle"
        dataSource={list.data?.rows ?? []}
        {...listStatus(list, t(noticeType === NoticeType.announcement ? 'list.noAnnouncements' : 'list.noMessages'))}
        columns={[
          {
            key: 'title',
            title: t('list.title'),
            render: (_value, item) => (
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                {!item.isRead && <Badge status="processing" data-testid="unread-mark" aria-label={t('list.unread')} />}
                <Button
                  type="link"
                  style={{ padding: 0, height: 'auto', fontWeight: item.isRead ? 400 : 600 }}
                  onClick={() => open.mutate(item)}
                >
                  {item.noticeTitle}
                </Button>
              </span>
            ),
          },
          {
            key: 'content',
            title: t('list.content'),
            render: (_value, item) => (
              <Typography.Text type="secondary" ellipsis style={{ maxWidth: 420 }}>
                {item.projectName ? `${item.projectName} · ${item.noticeContent}` : item.noticeContent}
              </Typography.Text>
            ),
          },
          {
            key: 'createTime',
            title: t('list.time'),
            width: 170,
            render: (_value, item) => formatInstant(item.createTime),
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
      <NoticeDialog notice={opened} onClose={() => setOpened(null)} />
    </>
  );
}
