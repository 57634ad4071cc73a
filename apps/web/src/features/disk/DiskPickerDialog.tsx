import type { DiskEntry } from '@questline/contract';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DiskWalker } from './DiskWalker';

/** Picks a file of the person's network disk (to attach it to an issue without uploading it again; issue 32). */
export function DiskPickerDialog({ onPick, onClose }: { onPick: (entry: DiskEntry) => void; onClose: () => void }) {
  const { t } = useTranslation('disk');
  const [folderId, setFolderId] = useState<number | null>(null);
  return (
    <Modal open title={t('pick.title')} onCancel={onClose} footer={null}>
      <DiskWalker folderId={folderId} onFolder={setFolderId} onFile={onPick} empty={t('pick.empty')} />
    </Modal>
  );
}
