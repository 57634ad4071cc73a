import { FileOutlined, FolderOutlined, HomeOutlined } from '@ant-design/icons';
import type { DiskCrumb, DiskEntry } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { getDiskListing } from '../../api/disk';
import { ListSkeleton } from '../../ui/queryStatus';
import { formatSize } from '../../ui/format';
import { diskKeys } from './diskKeys';

interface Props {
  folderId: number | null;
  onFolder: (folderId: number | null) => void;
  /** Entries not offered (what is being moved). */
  hiddenIds?: number[];
  /** Offers the folder's files too, each chosen by a click. */
  onFile?: (entry: DiskEntry) => void;
  empty: string;
}

/** Walks the disk's folders from the root inside a dialog: where to move to, or which file to pick. */
export function DiskWalker({ folderId, onFolder, hiddenIds = [], onFile, empty }: Props) {
  const { t } = useTranslation('disk');
  const listing = useQuery({
    queryKey: diskKeys.folders(folderId),
    queryFn: async () => (await getDiskListing(folderId === null ? {} : { folderId })).data,
  });
  const entries = (listing.data?.entries ?? []).filter(
    (entry) => !hiddenIds.includes(entry.entryId) && (entry.kind === 'folder' || onFile),
  );
  const crumbs: (DiskCrumb | null)[] = [null, ...(listing.data?.crumbs ?? [])];
  return (
    <>
      <Breadcrumb
        items={crumbs.map((crumb) => ({
          key: crumb?.entryId ?? 'root',
          title: (
            <Button type="link" size="small" onClick={() => onFolder(crumb?.entryId ?? null)}>
              {crumb ? (
                crumb.name
              ) : (
                <>
                  <HomeOutlined aria-hidden /> {t('root')}
                </>
              )}
            </Button>
          ),
        }))}
      />
      {listing.isPending ? (
        <ListSkeleton rows={3} />
      ) : (
        <List
          size="small"
          locale={{ emptyText: empty }}
          dataSource={entries}
          renderItem={(entry) => (
            <List.Item extra={entry.kind === 'file' ? formatSize(entry.size) : undefined}>
              <Button
                type="text"
                icon={entry.kind === 'folder' ? <FolderOutlined aria-hidden /> : <FileOutlined aria-hidden />}
                onClick={() => (entry.kind === 'folder' ? onFolder(entry.entryId) : onFile?.(entry))}
              >
                {entry.name}
              </Button>
            </List.Item>
          )}
        />
      )}
    </>
  );
}
