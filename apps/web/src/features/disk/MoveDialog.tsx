import { FolderOutlined, HomeOutlined } from '@ant-design/icons';
import type { DiskCrumb } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button, List, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDiskListing } from '../../api/disk';
import { ListSkeleton } from '../../ui/queryStatus';
import { diskKeys } from './diskKeys';

interface Props {
  /** The entries being moved: they are not offered as targets. */
  movingIds: number[];
  onMove: (targetId: number | null) => Promise<boolean>;
  onClose: () => void;
}

/** Chooses the folder to move into by walking the disk's folders from the root. */
export function MoveDialog({ movingIds, onMove, onClose }: Props) {
  const { t } = useTranslation('disk');
  const [folderId, setFolderId] = useState<number | null>(null);
  const [moving, setMoving] = useState(false);
  const listing = useQuery({
    queryKey: diskKeys.folders(folderId),
    queryFn: async () => (await getDiskListing(folderId === null ? {} : { folderId })).data,
  });
  const folders = (listing.data?.entries ?? []).filter(
    (entry) => entry.kind === 'folder' && !movingIds.includes(entry.entryId),
  );
  const crumbs: (DiskCrumb | null)[] = [null, ...(listing.data?.crumbs ?? [])];
  async function move() {
    setMoving(true);
    try {
      if (await onMove(folderId)) onClose();
    } finally {
      setMoving(false);
    }
  }
  return (
    <Modal
      open
      title={t('move.title')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('actions.cancel')}
        </Button>,
        <Button key="move" type="primary" loading={moving} onClick={() => void move()}>
          {t('move.here')}
        </Button>,
      ]}
    >
      <Breadcrumb
        items={crumbs.map((crumb) => ({
          key: crumb?.entryId ?? 'root',
          title: (
            <Button type="link" size="small" onClick={() => setFolderId(crumb?.entryId ?? null)}>
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
          locale={{ emptyText: t('move.noFolders') }}
          dataSource={folders}
          renderItem={(entry) => (
            <List.Item>
              <Button type="text" icon={<FolderOutlined aria-hidden />} onClick={() => setFolderId(entry.entryId)}>
                {entry.name}
              </Button>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
