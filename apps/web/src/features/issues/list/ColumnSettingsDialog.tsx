import { FIXED_QUESTION_COLUMNS, QUESTION_COLUMNS, type QuestionColumn } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setColumns } from '../../../api/issues';
import { type ChecklistItem, OrderedChecklist } from './OrderedChecklist';
import { preferenceKeys } from './useIssueQueries';

/** The chosen columns first in their order, then the others; the fixed ones cannot be hidden. */
function checklist(current: readonly QuestionColumn[], label: (key: QuestionColumn) => string) {
  const item = (value: QuestionColumn, checked: boolean): ChecklistItem<QuestionColumn> => ({
    value,
    label: label(value),
    checked: checked || FIXED_QUESTION_COLUMNS.includes(value),
    fixed: FIXED_QUESTION_COLUMNS.includes(value),
  });
  return [
    ...current.map((value) => item(value, true)),
    ...QUESTION_COLUMNS.filter((value) => !current.includes(value)).map((value) => item(value, false)),
  ];
}

/** Which columns the list shows and in what order, saved for the person (setQuestionColumns). */
export function ColumnSettingsDialog({
  current,
  open,
  onClose,
}: {
  current: readonly QuestionColumn[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('issues');
  const client = useQueryClient();
  const [items, setItems] = useState(() => checklist(current, (key) => t(`columns.${key}`)));
  const [saving, setSaving] = useState(false);

  async function save() {
    const chosen = items.filter((item) => item.checked).map((item) => item.value);
    setSaving(true);
    try {
      await setColumns(chosen);
      client.setQueryData(preferenceKeys.columns, chosen);
      onClose();
    } catch {
      // Shown by the client (spec point 8); the dialog stays open to try again.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('columns.settingsTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <OrderedChecklist items={items} onChange={setItems} />
    </Modal>
  );
}
