import { PlusOutlined } from '@ant-design/icons';
import type { ManagedAccount } from '@questline/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Result, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { managedAccounts, newPasswordLink } from '../../../api/joining';
import { formatInstant } from '../../../ui/format';
import { useWrite } from '../../../ui/useWrite';
import { CopyableLink, JoinLinksCard } from '../../joining';
import { listStatus } from '../../../ui/queryStatus';
import { CreateAccountDialog } from './CreateAccountDialog';
import { UserDetailDrawer } from '../users/UserDetailDrawer';

const accountKeys = {
  all: ['admin', 'accounts'] as const,
  page: (pageNum: number, pageSize: number, keyword: string) =>
    ['admin', 'accounts', pageNum, pageSize, keyword] as const,
};

/**
 * /admin/users (issue 38 point 2, ADR 0108): the platform administrator makes accounts and hands over one-time
 * set-password links, issues a new link to someone who forgot their password, and keeps invitation links that
 * let people register without a phone code. Issue 35: the administration area's users page, found by name, phone
 * or e-mail, each opening their details (UserDetailDrawer).
 */
export default function AccountsPage() {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10, keyword: '' });
  const [creating, setCreating] = useState(false);
  const [handOver, setHandOver] = useState<{ url: string; note: string } | null>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  const list = useQuery({
    queryKey: accountKeys.page(page.pageNum, page.pageSize, page.keyword),
    queryFn: () => managedAccounts(page),
    placeholderData: keepPreviousData,
  });

  // A one-time set-password link to hand over; the client shows a refusal.
  const link = useWrite({
    write: (account: ManagedAccount) => newPasswordLink(account.userId),
    onSuccess: ({ data }, account) =>
      setHandOver({
        url: data.url,
        note: t('accounts.linkNote', { userName: account.userName, time: formatInstant(data.expireTime) }),
      }),
  });

  if (list.error) return <Result status="error" title={list.error.message} />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('accounts.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('accounts.create')}
          </Button>
        }
      >
        <p style={{ marginTop: 0 }}>{t('accounts.hint')}</p>
        {handOver ? <CopyableLink url={handOver.url} note={handOver.note} onClose={() => setHandOver(null)} /> : null}
        <Input.Search
          allowClear
          aria-label={t('accounts.search')}
          placeholder={t('accounts.search')}
          onSearch={(keyword) => setPage({ ...page, pageNum: 1, keyword: keyword.trim() })}
          style={{ maxWidth: 320, marginBottom: 12 }}
        />
        <Table<ManagedAccount>
          rowKey="userId"
          size="small"
          dataSource={list.data?.rows ?? []}
          {...listStatus(list, t('accounts.empty'))}
          scroll={{ x: 820 }}
          columns={[
            { key: 'userName', title: t('accounts.userName'), dataIndex: 'userName' },
            {
              key: 'nickName',
              title: t('accounts.nickName'),
              render: (_v, row) => (
                <Space size={4}>
                  {row.nickName}
                  {row.disabled ? <Tag color="magenta">{t('users.disabled')}</Tag> : null}
                </Space>
              ),
            },
            { key: 'email', title: t('accounts.email'), dataIndex: 'email' },
            {
              key: 'joinedBy',
              title: t('accounts.joinedBy'),
              render: (_v, row) => t(`accounts.joinedByValues.${row.joinedBy}`),
            },
            {
              key: 'password',
              title: t('accounts.hasPassword'),
              render: (_v, row) =>
                row.hasPassword ? t('accounts.passwordSet') : <Tag color="magenta">{t('accounts.passwordNotSet')}</Tag>,
            },
            { key: 'created', title: t('accounts.created'), render: (_v, row) => formatInstant(row.createTime) },
            {
              key: 'actions',
              title: t('accounts.actions'),
              render: (_v, row) => (
                <Space size={0}>
                  {/* Issue 35: the person's plan, projects, sessions and more, and what to do about them. */}
                  <Button type="link" size="small" onClick={() => setShownId(row.userId)}>
                    {t('users.details')}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    loading={link.isPending && link.variables.userId === row.userId}
                    onClick={() => link.mutate(row)}
                  >
                    {t('accounts.newLink')}
                  </Button>
                </Space>
              ),
            },
          ]}
          pagination={{
            current: page.pageNum,
            pageSize: page.pageSize,
            total: list.data?.total ?? 0,
            onChange: (pageNum, pageSize) =>
              setPage({ ...page, pageNum: pageSize === page.pageSize ? pageNum : 1, pageSize }),
          }}
        />
      </Card>
      <JoinLinksCard owner={{ kind: 'admin' }} />
      {shownId !== null && (
        <UserDetailDrawer
          userId={shownId}
          onClose={() => setShownId(null)}
          onChanged={() => void client.invalidateQueries({ queryKey: accountKeys.all })}
        />
      )}
      <CreateAccountDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(account) => {
          setCreating(false);
          setHandOver({
            url: account.passwordLink.url,
            note: t('accounts.createdNote', {
              userName: account.userName,
              time: formatInstant(account.passwordLink.expireTime),
            }),
          });
          void client.invalidateQueries({ queryKey: accountKeys.all });
        }}
      />
    </Space>
  );
}
