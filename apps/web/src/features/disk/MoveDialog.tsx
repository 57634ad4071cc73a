import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiskWalker } from './DiskWalker';

interface Props {
  /** The entries being moved: they are not offered as targets. */
  movingIds: number[];
  /** The move is on its way: the button waits for it. */
  moving: boolean;
  /** Starts the move and calls `moved` once it succeeded, which closes the dialog (a refusal keeps it open). */
  onMove: (targetId: number | null, moved: () => void) => void;
  onClose: () => void;
}

/** Chooses the folder to move into by walking the disk's folders from the root. */
export function MoveDialog({ movingIds, moving, onMove, onClose }: Props) {
  const { t } = useTranslation('disk');
  const [folderId, setFolderId] = useState<number | null>(null);
  return (
    <Modal
      open
      title={t('move.title')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('actions.cancel')}
        </Button>,
        <Button key="move" type="primary" loading={moving} onClick={() => onMove(folderId, onClose)}>
          {t('move.here')}
        </Button>,
      ]}
    >
      <DiskWalker folderId={folderId} onFolder={setFolderId} hiddenIds={movingIds} empty={t('move.noFolders')} />
    </Modal>
  );
}
