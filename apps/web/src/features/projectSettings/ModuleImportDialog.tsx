import { MODULE_IMPORT_MAX_BYTES, MODULE_IMPORT_MAX_ROWS } from '@questline/contract';
import { useTranslation } from 'react-i18next';
import { downloadModuleTemplate, importModules } from '../../api/projectSettings';
import { SpreadsheetImportDialog } from '../../ui/SpreadsheetImportDialog';

/** Module import: the module template, at most MODULE_IMPORT_MAX_ROWS rows (ADR 0018). */
export function ModuleImportDialog({
  projectId,
  open,
  onClose,
  onImported,
}: {
  projectId: number;
  open: boolean;
  onClose: () => void;
  onImported: () => Promise<void>;
}) {
  const { t } = useTranslation('projectSettings');
  return (
    <SpreadsheetImportDialog
      open={open}
      texts={{
        title: t('modules.importTitle'),
        hint: t('modules.importHint', { max: MODULE_IMPORT_MAX_ROWS }),
        template: t('modules.downloadTemplate'),
        choose: t('modules.chooseFile'),
        start: t('modules.importStart'),
        rowErrors: t('modules.rowErrors'),
        row: (error) => t('modules.row', { row: error.row, msg: error.msg }),
        done: (count) => t('modules.imported', { count }),
      }}
      maxBytes={MODULE_IMPORT_MAX_BYTES}
      templateFileName="module-import-template.xlsx"
      downloadTemplate={() => downloadModuleTemplate(projectId)}
      upload={(file) => importModules(projectId, file, file.name)}
      onClose={onClose}
      onImported={onImported}
    />
  );
}
