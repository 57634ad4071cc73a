import { PLATFORM_STAFF_ROLES, type PlatformRoleHolder, type PlatformStaffRole } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Result, Select, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { grantRole, platformRoles, revokeRole } from '../../../api/admin';
import { Popconfirm } from '../../../ui/Popconfirm';
import { listStatus } from '../../../ui/queryStatus';
import { formatInstant } from '../../../ui/format';
import { settled, useWrite } from '../../../ui/useWrite';
import { RoleTable } from './RoleTable';

const rolesKey = ['admin', 'roles'] as const;

/**
 * /admin/roles (issue 35, ADR 0128): who holds the support and finance roles, granted by user name or phone and
 * taken back here; what each role may do is the table on this page (and in DOMAIN.md). Each change is audited.
 */
export default function RolesPage() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<{ account: string; role: PlatformStaffRole }>();
  const list = useQuery({ queryKey: rolesKey, queryFn: async () => (await platformRoles()).data });

  // Grant or take back a role, keyed by what the button acts on; the roles are read again once it went through.
  const act = useWrite({
    write: ({ call }: { key: string; call: () => Promise<unknown>; done: string }) => call(),
    success: (_answer, { done }) => done,
    refresh: [rolesKey],
  });
  const acting = (key: string) => act.isPending && act.variables.key === key;

  if (list.error) return <Result status="error" title={list.error.message} />;
  const roleName = (role: PlatformStaffRole) => t(`roles.names.${role}`);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('roles.title')}>
        <Form
          form={form}
          layout="inline"
          initialValues={{ account: '', role: 'finance' }}
          onFinish={(values) =>
            act.mutate(
              { key: 'grant', call: () => grantRole(values), done: t('roles.granted') },
              { onSuccess: () => form.resetFields() },
            )
          }
          style={{ rowGap: 8, marginBottom: 16 }}
        >
          <Form.Item name="account" label={t('roles.account')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={100} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="role" label={t('roles.role')}>
            <Select
              style={{ width: 160 }}
              options={PLATFORM_STAFF_ROLES.map((role) => ({ value: role, label: roleName(role) }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={acting('grant')}>
            {t('roles.grant')}
          </Button>
        </Form>
        <Table<PlatformRoleHolder>
          rowKey={(row) => `${String(row.userId)}:${row.role}`}
          size="small"
          dataSource={list.data ?? []}
          {...listStatus(list, t('roles.empty'))}
          scroll={{ x: 640 }}
          pagination={false}
          columns={[
            { key: 'userName', title: t('accounts.userName'), dataIndex: 'userName' },
            { key: 'nickName', title: t('accounts.nickName'), dataIndex: 'nickName' },
            { key: 'role', title: t('roles.role'), render: (_v, row) => roleName(row.role) },
            { key: 'grantedBy', title: t('roles.grantedBy'), render: (_v, row) => row.grantedBy ?? '—' },
            { key: 'time', title: t('roles.since'), render: (_v, row) => formatInstant(row.createTime) },
            {
              key: 'actions',
              title: t('accounts.actions'),
              render: (_v, row) => (
                <Popconfirm
                  title={t('roles.revokeConfirm', { name: row.userName, role: roleName(row.role) })}
                  okText={t('roles.revoke')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    settled(
                      act.mutateAsync({
                        key: `${String(row.userId)}:${row.role}`,
                        call: () => revokeRole(row.userId, row.role),
                        done: t('roles.revoked'),
                      }),
                    )
                  }
                >
                  <Button type="link" size="small" danger loading={acting(`${String(row.userId)}:${row.role}`)}>
                    {t('roles.revoke')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('roles.whoMay')}>
        <Typography.Paragraph>{t('roles.whoMayHint')}</Typography.Paragraph>
        <RoleTable />
      </Card>
    </Space>
  );
}
