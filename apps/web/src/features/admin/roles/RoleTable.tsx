import { Table } from 'antd';
import { useTranslation } from 'react-i18next';

/** What each role may do in the area: the same table as DOMAIN.md "Administration area" (issue 35). */
const ROWS = [
  { key: 'dashboard', admin: true, support: false, finance: false },
  { key: 'users', admin: true, support: false, finance: false },
  { key: 'publishing', admin: true, support: false, finance: false },
  { key: 'money', admin: true, support: false, finance: true },
  { key: 'stores', admin: true, support: false, finance: false },
  { key: 'desk', admin: true, support: true, finance: false },
  { key: 'settings', admin: true, support: false, finance: false },
  { key: 'roles', admin: true, support: false, finance: false },
] as const;

export function RoleTable() {
  const { t } = useTranslation('admin');
  const mark = (allowed: boolean) => (allowed ? t('roles.yes') : t('roles.no'));
  return (
    <Table
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={[...ROWS]}
      scroll={{ x: 560 }}
      columns={[
        { key: 'what', title: t('roles.what'), render: (_v, row) => t(`roles.rows.${row.key}`) },
        { key: 'admin', title: t('roles.names.admin'), render: (_v, row) => mark(row.admin) },
        { key: 'support', title: t('roles.names.support'), render: (_v, row) => mark(row.support) },
        { key: 'finance', title: t('roles.names.finance'), render: (_v, row) => mark(row.finance) },
      ]}
    />
  );
}
