import { FIXED_QUESTION_COLUMNS, QUESTION_COLUMNS, type QuestionColumn } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setColumns } from '../../../api/issues';
import { ColumnSettingsDialog } from '../../../ui/columns/ColumnSettingsDialog';
import { preferenceKeys } from './useIssueQueries';

/** The issue list's columns, saved for the person (setQuestionColumns). */
export function IssueColumnsDialog({ current, onClose }: { current: readonly QuestionColumn[]; onClose: () => void }) {
  const { t } = useTranslation('issues');
  const client = useQueryClient();
  return (
    <ColumnSettingsDialog
      all={QUESTION_COLUMNS}
      fixed={FIXED_QUESTION_COLUMNS}
      current={current}
      label={(key) => t(`columns.${key}`)}
      save={async (chosen) => {
        await setColumns(chosen);
        client.setQueryData(preferenceKeys.columns, chosen);
      }}
      onClose={onClose}
    />
  );
}
