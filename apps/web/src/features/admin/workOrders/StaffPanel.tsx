import type { SupportPerson } from '@questline/contract';
import { Flex, Result, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isPlatformAdmin } from '../../../app/guard';
import { useSession } from '../../../session/store';
import { listStatus } from '../../../ui/queryStatus';
import { useDeskStaff } from './useDeskStaff';

/**
 * Who works the desk and how many open work orders each holds. The support role is granted and taken back in one
 * place, the administration area's roles page (ADR 0128), which platform administrators are pointed to here.
 */
export function StaffPanel() {
  const { t } = useTranslation('desk');
  const session = useSession();
  const admin = session !== null && isPlatformAdmin(session);
  const staff = useDeskStaff();

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
  ];

  if (staff.error) return <Result status="error" title={staff.error.message} />;
  return (
    <Flex vertical gap={12}>
      {admin ? (
        <Typography.Text>
          {t('staff.grantOnRoles')} <Link to="/admin/roles">{t('staff.rolesPage')}</Link>
        </Typography.Text>
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
