import { FileOutlined, FolderOutlined } from '@ant-design/icons';
import { DISK_RECYCLE_DAYS, type DiskEntry } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRecycledEntries, purgeDiskEntries, restoreDiskEntries } from '../../api/disk';
import { Popconfirm } from '../../ui/Popconfirm';
import { listStatus } from '../../ui/queryStatus';
import { formatInstant, formatSize } from '../../ui/format';
import { diskKeys } from './diskKeys';

/** What the person removed, kept DISK_RECYCLE_DAYS: restore it, or delete it for good to free its space. */
export function RecycleBin() {
  const { t } = useTranslation('disk');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [selected, setSelected] = useState<number[]>([]);
  const bin = useQuery({ queryKey: diskKeys.recycle, queryFn: async () => (await getRecycledEntries()).data });

  async function act(kind: 'restore' | 'purge', entryIds: number[]) {
    try {
      await (kind === 'restore' ? restoreDiskEntries(entryIds) : purgeDiskEntries(entryIds));
      void message.success(t(kind === 'restore' ? 'recycle.restored' : 'recycle.purged', { count: entryIds.length }));
      setSelected([]);
    } catch {
      // The client shows the server's message.
    } finally {
      await client.invalidateQueries({ queryKey: diskKeys.all });
    }
  }
  const purgeButton = (entryIds: number[], label: string, ariaLabel?: string) => (
    <Popconfirm
      title={t('recycle.purgeConfirm', { count: entryIds.length })}
      okText={t('recycle.purge')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() => act('purge', entryIds)}
    >
      <Button type="link" size="small" danger aria-label={ariaLabel}>
        {label}
      </Button>
    </Popconfirm>
  );

  const columns: TableColumnsType<DiskEntry> = [
    {
      key: 'name',
      title: t('table.name'),
      render: (_value, entry) => (
        <Space>
          {entry.kind === 'folder' ? <FolderOutlined aria-hidden /> : <FileOutlined aria-hidden />}
          {entry.name}
        </Space>
      ),
    },
    {
      key: 'size',
      title: t('table.size'),
      width: 110,
      render: (_value, entry) => (entry.kind === 'folder' ? '—' : formatSize(entry.size)),
    },
    {
      key: 'removed',
      title: t('recycle.removedAt'),
      width: 170,
      render: (_value, entry) => formatInstant(entry.removeTime),
    },
    {
      key: 'actions',
      title: t('table.actions'),
      width: 200,
      render: (_value, entry) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => void act('restore', [entry.entryId])}
            aria-label={t('recycle.restoreNamed', { name: entry.name })}
          >
            {t('recycle.restore')}
          </Button>
          {purgeButton([entry.entryId], t('recycle.purge'), t('recycle.purgeNamed', { name: entry.name }))}
        </Space>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon message={t('recycle.note', { days: DISK_RECYCLE_DAYS })} />
      {selected.length > 0 && (
        <Space wrap>
          <Button onClick={() => void act('restore', selected)}>
            {t('recycle.restoreChosen', { count: selected.length })}
          </Button>
          {purgeButton(selected, t('recycle.purgeChosen', { count: selected.length }))}
        </Space>
      )}
      {/* Scrolls in its box rather than by antd's scroll.x: see DiskTable. */}
      <div style={{ overflowX: 'auto' }}>
        <Table<DiskEntry>
          rowKey="entryId"
          size="middle"
          columns={columns}
          dataSource={bin.data ?? []}
          {...listStatus(bin, t('recycle.empty'))}
          pagination={false}
          style={{ minWidth: 600 }}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (entry) => ({ 'aria-label': t('table.choose', { name: entry.name }) }),
          }}
        />
      </div>
    </Flex>
  );
}
