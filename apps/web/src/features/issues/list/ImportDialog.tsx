import { QUESTION_IMPORT_MAX_BYTES, QUESTION_IMPORT_MAX_ROWS } from '@questline/contract';
import { useTranslation } from 'react-i18next';
import { downloadImportTemplate, importQuestions } from '../../../api/issues';
import { SpreadsheetImportDialog } from '../../../ui/SpreadsheetImportDialog';

/** Spec point 5 "Imports" for issues: the issue template, at most QUESTION_IMPORT_MAX_ROWS rows. */
export function ImportDialog({
  projectId,
  onClose,
  onImported,
}: {
  projectId: number;
  onClose: () => void;
  onImported: () => Promise<void>;
}) {
  const { t } = useTranslation('issues');
  return (
    <SpreadsheetImportDialog
      texts={{
        title: t('import.title'),
        hint: t('import.hint', { max: QUESTION_IMPORT_MAX_ROWS }),
        template: t('import.template'),
        choose: t('import.choose'),
        start: t('import.start'),
        rowErrors: t('import.rowErrors'),
        row: (error) => t('import.row', { row: error.row, msg: error.msg }),
        done: (count) => t('import.done', { count }),
      }}
      maxBytes={QUESTION_IMPORT_MAX_BYTES}
      templateFileName={t('import.templateFile')}
      downloadTemplate={downloadImportTemplate}
      upload={(file) => importQuestions(projectId, file, file.name)}
      onClose={onClose}
      onImported={onImported}
    />
  );
}
