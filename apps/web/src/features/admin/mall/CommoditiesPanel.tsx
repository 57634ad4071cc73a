import { PlusOutlined } from '@ant-design/icons';
import type { CommodityRow } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Result, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAdminCommodities } from '../../../api/mall';
import { listStatus } from '../../../ui/queryStatus';
import { mallKeys } from '../../points';
import { CommodityDialog } from './CommodityDialog';

/** The commodities, on sale or not, with their stock and what was redeemed; each opens its form. */
export function CommoditiesPanel() {
  const { t } = useTranslation('profile');
  const list = useQuery({
    queryKey: mallKeys.adminCommodities,
    queryFn: async () => (await getAdminCommodities()).data,
  });
  const [editing, setEditing] = useState<CommodityRow | 'new' | null>(null);

  if (list.error) return <Result status="error" title={list.error.message} />;
  return (
    <Flex vertical gap={12}>
      <Flex justify="end">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('mallAdmin.add')}
        </Button>
      </Flex>
      <Table<CommodityRow>
        rowKey="commodityId"
        dataSource={list.data ?? []}
        {...listStatus(list, t('mallAdmin.noCommodities'))}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          {
            key: 'image',
            title: t('mallAdmin.image'),
            render: (_v, row) =>
              row.imageUrl ? (
                <img src={row.imageUrl} alt={row.name} width={48} height={48} style={{ objectFit: 'cover' }} />
              ) : null,
          },
          { key: 'nameZh', title: t('mallAdmin.nameZh'), render: (_v, row) => row.nameZh },
          { key: 'nameEn', title: t('mallAdmin.nameEn'), render: (_v, row) => row.nameEn },
          { key: 'price', title: t('mall.price'), align: 'end', render: (_v, row) => row.pointsPrice },
          { key: 'stock', title: t('mall.stock'), align: 'end', render: (_v, row) => row.stock },
          { key: 'sold', title: t('mallAdmin.sold'), align: 'end', render: (_v, row) => row.sold },
          {
            key: 'onSale',
            title: t('mallAdmin.onSale'),
            render: (_v, row) => (
              <Tag color={row.onSale ? 'success' : 'default'}>
                {row.onSale ? t('mallAdmin.onSaleYes') : t('mallAdmin.onSaleNo')}
              </Tag>
            ),
          },
          {
            key: 'actions',
            title: t('mall.actions'),
            render: (_v, row) => (
              <Button size="small" onClick={() => setEditing(row)}>
                {t('mallAdmin.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing !== null && <CommodityDialog target={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
