import { PlusOutlined } from '@ant-design/icons';
import { RESOURCE_CATEGORY_LABELS, type ResourceAdminRow } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Result, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getAdminResources, removeResource } from '../../../api/resources';
import { currentLocale } from '../../../i18n';
import { Popconfirm } from '../../../ui/Popconfirm';
import { listStatus } from '../../../ui/queryStatus';
import { useWrite } from '../../../ui/useWrite';
import { resourceKeys, ResourcePrice } from '../../resources';
import { ResourceDialog } from './ResourceDialog';
import { ResourceFilesDialog } from './ResourceFilesDialog';

/**
 * /admin/resources (issue 32, ADR 0117): platform administrators publish the resource store's resources, their
 * covers, prices and files.
 */
export default function ResourcesAdminPage() {
  const { t } = useTranslation('resources');
  const locale = currentLocale();
  const client = useQueryClient();
  const list = useQuery({ queryKey: resourceKeys.admin, queryFn: async () => (await getAdminResources()).data });
  const [editing, setEditing] = useState<ResourceAdminRow | 'new' | null>(null);
  const [filesOf, setFilesOf] = useState<number | null>(null);
  const remove = useWrite({
    write: (resourceId: number) => removeResource(resourceId),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all }),
  });

  if (list.error) return <Result status="error" title={list.error.message} />;
  const filesTarget = list.data?.find((row) => row.resourceId === filesOf);
  return (
    <Card
      title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('admin.title')}</h1>}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('admin.add')}
        </Button>
      }
    >
      <div style={{ overflowX: 'auto' }}>
        <Table<ResourceAdminRow>
          rowKey="resourceId"
          dataSource={list.data ?? []}
          {...listStatus(list, t('empty'))}
          pagination={false}
          columns={[
            {
              key: 'title',
              title: t('admin.resourceTitle'),
              render: (_v, row) =>
                row.published ? <Link to={`/resourcesInfo?id=${String(row.resourceId)}`}>{row.title}</Link> : row.title,
            },
            {
              key: 'category',
              title: t('admin.category'),
              // A category's name stays on one line; the table scrolls in its box on a phone.
              onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
              render: (_v, row) => RESOURCE_CATEGORY_LABELS[locale][row.category],
            },
            {
              key: 'price',
              title: t('admin.price'),
              render: (_v, row) =>
                row.priceFen === 0 && row.pointsPrice === 0 ? t('free') : <ResourcePrice pricing={row} />,
            },
            { key: 'files', title: t('filesTitle'), align: 'end', render: (_v, row) => row.files.length },
            { key: 'downloads', title: t('admin.downloads'), align: 'end', render: (_v, row) => row.downloads },
            {
              key: 'published',
              title: t('admin.published'),
              render: (_v, row) => (
                <Tag color={row.published ? 'success' : 'default'}>
                  {row.published ? t('admin.publishedYes') : t('admin.publishedNo')}
                </Tag>
              ),
            },
            {
              key: 'actions',
              title: t('admin.actions'),
              render: (_v, row) => (
                <Space size={4}>
                  <Button
                    size="small"
                    onClick={() => setEditing(row)}
                    autoInsertSpace={false}
                    aria-label={t('admin.editOf', { title: row.title })}
                  >
                    {t('admin.edit')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => setFilesOf(row.resourceId)}
                    autoInsertSpace={false}
                    aria-label={t('admin.filesOf', { title: row.title })}
                  >
                    {t('admin.files')}
                  </Button>
                  <Popconfirm
                    title={t('admin.removeConfirm', { title: row.title })}
                    okText={t('admin.remove')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutateAsync(row.resourceId)}
                  >
                    <Button
                      size="small"
                      danger
                      autoInsertSpace={false}
                      aria-label={t('admin.removeOf', { title: row.title })}
                    >
                      {t('admin.remove')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </div>
      {editing !== null && <ResourceDialog target={editing} onClose={() => setEditing(null)} />}
      {filesTarget && <ResourceFilesDialog resource={filesTarget} onClose={() => setFilesOf(null)} />}
    </Card>
  );
}
