import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiskWalker } from './DiskWalker';

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
      <DiskWalker folderId={folderId} onFolder={setFolderId} hiddenIds={movingIds} empty={t('move.noFolders')} />
    </Modal>
  );
}
