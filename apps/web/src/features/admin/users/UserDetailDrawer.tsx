import { type AdminUserDetail, formatYuan, orderStatusLabel, planName } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endUserSession, setUserDisabled, userDetail } from '../../../api/admin';
import { newPasswordLink } from '../../../api/joining';
import { currentLocale } from '../../../i18n';
import { Popconfirm } from '../../../ui/Popconfirm';
import { EmptyState, ListSkeleton } from '../../../ui/queryStatus';
import { formatInstant } from '../../../ui/format';
import { CopyableLink } from '../../joining';
import { ChangePlanDialog } from './ChangePlanDialog';
import { userKeys } from './userKeys';

const when = (time: string | null) => (time ? formatInstant(time) : '—');

/**
 * One person in the administration area (issue 35): their plan, projects, sessions, bindings, points and orders,
 * and what an administrator does about them: disable or enable the account (which ends its sessions at once), end
 * one session, hand over a one-time set-password link, change the plan with a reason. Each is in the audit log.
 */
export function UserDetailDrawer({
  userId,
  onClose,
  onChanged,
}: {
  userId: number;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const client = useQueryClient();
  const locale = currentLocale();
  const [link, setLink] = useState<{ url: string; note: string } | null>(null);
  const [planFor, setPlanFor] = useState<AdminUserDetail | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const detail = useQuery({ queryKey: userKeys.detail(userId), queryFn: async () => (await userDetail(userId)).data });
  const user = detail.data;

  async function act(key: string, call: () => Promise<unknown>, done: string) {
    setBusy(key);
    try {
      await call();
      void message.success(done);
      await client.invalidateQueries({ queryKey: userKeys.detail(userId) });
      onChanged();
    } catch {
      // Shown by the client (spec point 8).
    } finally {
      setBusy(null);
    }
  }

  async function passwordLink(person: AdminUserDetail) {
    setBusy('link');
    try {
      const made = (await newPasswordLink(person.userId)).data;
      setLink({
        url: made.url,
        note: t('accounts.linkNote', { userName: person.userName, time: formatInstant(made.expireTime) }),
      });
    } catch {
      // Shown by the client (spec point 8).
    } finally {
      setBusy(null);
    }
  }

  return (
    <Drawer
      open
      title={user ? t('users.title', { name: user.nickName }) : t('users.loading')}
      width={640}
      onClose={onClose}
    >
      {!user ? (
        detail.error ? (
          <EmptyState description={detail.error.message} />
        ) : (
          <ListSkeleton />
        )
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="user-detail">
          {link ? <CopyableLink url={link.url} note={link.note} onClose={() => setLink(null)} /> : null}
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'userName', label: t('accounts.userName'), children: user.userName },
              { key: 'phone', label: t('users.phone'), children: user.phonenumber || '—' },
              { key: 'email', label: t('accounts.email'), children: user.email || '—' },
              {
                key: 'status',
                label: t('users.status'),
                children: user.disabled ? <Tag color="magenta">{t('users.disabled')}</Tag> : t('users.active'),
              },
              {
                key: 'plan',
                label: t('users.plan'),
                children: `${planName(locale, user.versionCode)}${user.vipEndTime ? ` · ${t('users.until', { time: when(user.vipEndTime) })}` : ''}`,
              },
              { key: 'points', label: t('users.points'), children: user.points },
              { key: 'created', label: t('accounts.created'), children: when(user.createTime) },
            ]}
          />
          <Space wrap>
            {user.disabled ? (
              <Button
                loading={busy === 'standing'}
                onClick={() => void act('standing', () => setUserDisabled(user.userId, false), t('users.enabled'))}
              >
                {t('users.enable')}
              </Button>
            ) : (
              <Popconfirm
                title={t('users.disableConfirm', { name: user.userName })}
                okText={t('users.disable')}
                okButtonProps={{ danger: true }}
                onConfirm={() => act('standing', () => setUserDisabled(user.userId, true), t('users.disabledDone'))}
              >
                <Button danger disabled={user.isPlatformAdmin} loading={busy === 'standing'}>
                  {t('users.disable')}
                </Button>
              </Popconfirm>
            )}
            <Button loading={busy === 'link'} onClick={() => void passwordLink(user)}>
              {t('accounts.newLink')}
            </Button>
            <Button onClick={() => setPlanFor(user)}>{t('users.changePlan')}</Button>
          </Space>

          <section aria-label={t('users.sessions')}>
            <Typography.Title level={5}>{t('users.sessions')}</Typography.Title>
            <Table
              rowKey="sessionId"
              size="small"
              pagination={false}
              dataSource={user.sessions}
              locale={{ emptyText: t('users.noSessions') }}
              columns={[
                { key: 'created', title: t('users.signedIn'), render: (_v, row) => when(row.createTime) },
                { key: 'expires', title: t('users.expires'), render: (_v, row) => when(row.expireTime) },
                {
                  key: 'actions',
                  title: t('accounts.actions'),
                  render: (_v, row) => (
                    <Button
                      type="link"
                      size="small"
                      loading={busy === `session-${String(row.sessionId)}`}
                      onClick={() =>
                        void act(
                          `session-${String(row.sessionId)}`,
                          () => endUserSession(user.userId, row.sessionId),
                          t('users.sessionEnded'),
                        )
                      }
                    >
                      {t('users.endSession')}
                    </Button>
                  ),
                },
              ]}
            />
          </section>

          <Descriptions
            size="small"
            column={1}
            title={t('users.more')}
            items={[
              {
                key: 'projects',
                label: t('users.projects'),
                children: user.projects.length
                  ? user.projects.map((project) => `${project.name} (${t(`users.roles.${project.role}`)})`).join('、')
                  : '—',
              },
              {
                key: 'bindings',
                label: t('users.bindings'),
                children: user.bindings.length
                  ? user.bindings
                      .map((binding) => `${t(`users.providers.${binding.provider}`)} ${binding.nickName}`)
                      .join('、')
                  : '—',
              },
            ]}
          />

          <section aria-label={t('users.orders')}>
            <Typography.Title level={5}>{t('users.orders')}</Typography.Title>
            <Table
              rowKey="orderNo"
              size="small"
              pagination={false}
              dataSource={user.orders}
              locale={{ emptyText: t('users.noOrders') }}
              scroll={{ x: 520 }}
              columns={[
                { key: 'no', title: t('users.orderNo'), dataIndex: 'orderNo' },
                { key: 'product', title: t('users.product'), dataIndex: 'productName' },
                { key: 'amount', title: t('users.amount'), render: (_v, row) => `¥${formatYuan(row.amountFen)}` },
                { key: 'status', title: t('users.status'), render: (_v, row) => orderStatusLabel(locale, row.status) },
                { key: 'time', title: t('users.orderTime'), render: (_v, row) => when(row.createTime) },
              ]}
            />
          </section>
        </Space>
      )}
      <ChangePlanDialog
        user={planFor}
        onClose={() => setPlanFor(null)}
        onChanged={() => {
          setPlanFor(null);
          void message.success(t('users.planChanged'));
          void client.invalidateQueries({ queryKey: userKeys.detail(userId) });
          onChanged();
        }}
      />
    </Drawer>
  );
}
