import { BACKLOG_COLUMNS, type BacklogColumn, FIXED_BACKLOG_COLUMNS } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setBacklogColumns } from '../../api/backlog';
import { ColumnSettingsDialog } from '../../ui/columns/ColumnSettingsDialog';
import { todoKeys } from './queries';

/** The to-do list's columns, saved for the person (setBacklogQuestionColumns). */
export function BacklogColumnsDialog({ current, onClose }: { current: readonly BacklogColumn[]; onClose: () => void }) {
  const { t } = useTranslation('todos');
  const { t: tIssues } = useTranslation('issues');
  const client = useQueryClient();
  return (
    <ColumnSettingsDialog
      all={BACKLOG_COLUMNS}
      fixed={FIXED_BACKLOG_COLUMNS}
      current={current}
      label={(key) => (key === 'projectName' ? t('columns.projectName') : tIssues(`columns.${key}`))}
      save={async (chosen) => {
        await setBacklogColumns(chosen);
        client.setQueryData(todoKeys.columns, chosen);
      }}
      onClose={onClose}
    />
  );
}
