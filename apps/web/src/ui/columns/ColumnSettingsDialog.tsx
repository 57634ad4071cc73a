import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checklistOf, chosenOf } from './checklist';
import { OrderedChecklist } from './OrderedChecklist';
import { useWrite } from '../useWrite';

/**
 * Which columns a table shows and in what order, saved for the person (the issue list's and the to-do list's
 * column settings). `save` stores the choice and puts it in the cache; a refusal is shown by the client (spec point
 * 8) and the dialog stays open to try again.
 */
export function ColumnSettingsDialog<K extends string>({
  all,
  fixed,
  current,
  label,
  save,
  onClose,
}: {
  all: readonly K[];
  fixed: readonly K[];
  current: readonly K[];
  label: (column: K) => string;
  save: (chosen: K[]) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('columns');
  const [items, setItems] = useState(() => checklistOf({ all, current, label, fixed }));
  const saving = useWrite({ write: save, onSuccess: onClose });

  return (
    <Modal
      open
      title={t('settingsTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={saving.isPending}
      onOk={() => saving.mutate(chosenOf(items))}
      onCancel={onClose}
      destroyOnHidden
    >
      <OrderedChecklist items={items} onChange={setItems} />
    </Modal>
  );
}
