import type { SupportPerson } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Result, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { revokeSupport } from '../../../api/workOrders';
import { isPlatformAdmin } from '../../../app/guard';
import { useSession } from '../../../session/store';
import { listStatus } from '../../../ui/queryStatus';
import { workOrderKeys } from '../../workOrders/workOrderKeys';
import { GrantSupportForm } from './GrantSupportForm';
import { useDeskStaff } from './useDeskStaff';

/**
 * Who works the desk and how many open work orders each holds. Only a platform administrator grants the support role
 * or takes it back (ADR 0113); administrators work the desk by their own role, which is not taken back here.
 */
export function StaffPanel() {
  const { t } = useTranslation('desk');
  const { message } = App.useApp();
  const client = useQueryClient();
  const session = useSession();
  const admin = session !== null && isPlatformAdmin(session);
  const staff = useDeskStaff();
  const [revokingId, setRevokingId] = useState<number | null>(null);

  async function revoke(person: SupportPerson) {
    setRevokingId(person.userId);
    try {
      await revokeSupport(person.userId);
      void message.success(t('staff.revoked', { name: person.nickName }));
    } catch {
      // Shown by the client (spec point 8).
    } finally {
      setRevokingId(null);
      // The queue's holders and assignee filter change with the staff.
      await client.invalidateQueries({ queryKey: workOrderKeys.all });
    }
  }

  const columns: ColumnsType<SupportPerson> = [
    { key: 'name', title: t('staff.name'), render: (_v, row) => row.nickName },
    {
      key: 'role',
      title: t('staff.role'),
      render: (_v, row) =>
        row.platformAdmin ? (
          <Tag color="purple">{t('staff.platformAdmin')}</Tag>
        ) : (
          <Tag color="blue">{t('staff.support')}</Tag>
        ),
    },
    { key: 'openAssigned', title: t('staff.openAssigned'), align: 'end', render: (_v, row) => row.openAssigned },
    ...(admin
      ? [
          {
            key: 'actions',
            title: t('staff.actions'),
            render: (_v: unknown, row: SupportPerson) =>
              row.platformAdmin ? null : (
                <Popconfirm title={t('staff.revokeConfirm', { name: row.nickName })} onConfirm={() => void revoke(row)}>
                  <Button size="small" danger loading={revokingId === row.userId}>
                    {t('staff.revoke')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]
      : []),
  ];

  if (staff.error) return <Result status="error" title={staff.error.message} />;
  return (
    <Flex vertical gap={12}>
      {admin ? (
        <>
          <Typography.Title level={2} style={{ fontSize: 15, margin: 0 }}>
            {t('staff.grantTitle')}
          </Typography.Title>
          <GrantSupportForm />
        </>
      ) : (
        <Typography.Text type="secondary">{t('staff.readOnly')}</Typography.Text>
      )}
      <Table<SupportPerson>
        rowKey="userId"
        size="small"
        dataSource={staff.data ?? []}
        {...listStatus(staff, t('staff.empty'))}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={columns}
      />
    </Flex>
  );
}
