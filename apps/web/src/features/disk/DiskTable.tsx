import { FileOutlined, FolderOutlined } from '@ant-design/icons';
import type { DiskEntry } from '@questline/contract';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { diskFileUrl, diskZipUrl } from '../../api/disk';
import { type ListQuery, listStatus } from '../../ui/queryStatus';
import { formatInstant, formatSize } from '../../ui/format';

interface Props {
  entries: DiskEntry[];
  /** The listing's query: until it answers the body is a skeleton, never "empty". */
  query: ListQuery;
  empty: string;
  /** A search's answers show where each one is. */
  showPath: boolean;
  selected: number[];
  onSelect: (entryIds: number[]) => void;
  onOpen: (entry: DiskEntry) => void;
  onRename: (entry: DiskEntry) => void;
  onMove: (entry: DiskEntry) => void;
  onRemove: (entry: DiskEntry) => void;
  onShare: (entry: DiskEntry) => void;
}

/** A folder's entries (or a search's): open, download, rename, move, remove, and choose several. */
export function DiskTable(props: Props) {
  const { t } = useTranslation('disk');
  const columns: TableColumnsType<DiskEntry> = [
    {
      key: 'name',
      title: t('table.name'),
      render: (_value, entry) => (
        <Button
          type="link"
          icon={entry.kind === 'folder' ? <FolderOutlined aria-hidden /> : <FileOutlined aria-hidden />}
          onClick={() => props.onOpen(entry)}
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
        >
          {entry.name}
        </Button>
      ),
    },
    ...(props.showPath
      ? [
          {
            key: 'path',
            title: t('table.location'),
            render: (_value: unknown, entry: DiskEntry) =>
              [t('root'), ...(entry.path ?? []).map((crumb) => crumb.name)].join(' / '),
          },
        ]
      : []),
    {
      key: 'size',
      title: t('table.size'),
      width: 110,
      render: (_value, entry) => (entry.kind === 'folder' ? '—' : formatSize(entry.size)),
    },
    {
      key: 'updated',
      title: t('table.updated'),
      width: 170,
      render: (_value, entry) => formatInstant(entry.updateTime),
    },
    {
      key: 'actions',
      title: t('table.actions'),
      width: 360,
      render: (_value, entry) => (
        <Space size={0} wrap>
          {/* A folder comes down as one zip of everything in it. */}
          <Button
            type="link"
            size="small"
            href={entry.kind === 'file' ? diskFileUrl(entry.entryId) : diskZipUrl([entry.entryId])}
            download={entry.kind === 'file' ? entry.name : `${entry.name}.zip`}
            aria-label={t('actions.downloadNamed', { name: entry.name })}
          >
            {t('actions.download')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => props.onShare(entry)}
            aria-label={t('actions.shareNamed', { name: entry.name })}
          >
            {t('actions.share')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => props.onRename(entry)}
            aria-label={t('actions.renameNamed', { name: entry.name })}
          >
            {t('actions.rename')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => props.onMove(entry)}
            aria-label={t('actions.moveNamed', { name: entry.name })}
          >
            {t('actions.move')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => props.onRemove(entry)}
            aria-label={t('actions.removeNamed', { name: entry.name })}
          >
            {t('actions.remove')}
          </Button>
        </Space>
      ),
    },
  ];
  // A box that scrolls on a narrow screen rather than antd's `scroll.x`, which copies the header, select-all
  // checkbox included, into a hidden measuring row (axe: aria-hidden-focus).
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<DiskEntry>
        rowKey="entryId"
        size="middle"
        columns={columns}
        dataSource={props.entries}
        {...listStatus(props.query, props.empty)}
        pagination={false}
        style={{ minWidth: 860 }}
        rowSelection={{
          selectedRowKeys: props.selected,
          onChange: (keys) => props.onSelect(keys.map(Number)),
          getCheckboxProps: (entry) => ({ 'aria-label': t('table.choose', { name: entry.name }) }),
        }}
      />
    </div>
  );
}
