import { BACKLOG_COLUMNS, type BacklogColumn, FIXED_BACKLOG_COLUMNS } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setBacklogColumns } from '../../api/backlog';
import { type ChecklistItem, OrderedChecklist } from '../issues/parts.public';
import { todoKeys } from './queries';

/** Which columns the to-do list shows and in what order, saved for the person (setBacklogQuestionColumns). */
export function BacklogColumnsDialog({ current, onClose }: { current: readonly BacklogColumn[]; onClose: () => void }) {
  const { t } = useTranslation('todos');
  const { t: tIssues } = useTranslation('issues');
  const client = useQueryClient();
  const label = (key: BacklogColumn) => (key === 'projectName' ? t('columns.projectName') : tIssues(`columns.${key}`));
  const item = (value: BacklogColumn, checked: boolean): ChecklistItem<BacklogColumn> => ({
    value,
    label: label(value),
    checked: checked || FIXED_BACKLOG_COLUMNS.includes(value),
    fixed: FIXED_BACKLOG_COLUMNS.includes(value),
  });
  const [items, setItems] = useState(() => [
    ...current.map((value) => item(value, true)),
    ...BACKLOG_COLUMNS.filter((value) => !current.includes(value)).map((value) => item(value, false)),
  ]);
  const [saving, setSaving] = useState(false);

  async function save() {
    const chosen = items.filter((entry) => entry.checked).map((entry) => entry.value);
    setSaving(true);
    try {
      await setBacklogColumns(chosen);
      client.setQueryData(todoKeys.columns, chosen);
      onClose();
    } catch {
      // Shown by the client (spec point 8); the dialog stays open to try again.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('columns.settingsTitle')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <OrderedChecklist items={items} onChange={setItems} />
    </Modal>
  );
}
