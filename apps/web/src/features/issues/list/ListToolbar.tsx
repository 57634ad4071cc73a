import { ExportOutlined, ImportOutlined, PlusOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWrite } from '../../../ui/useWrite';

/**
 * The list's own buttons: new issue, then import, export and the column settings as icons named by their tooltip
 * and label, so they share one toolbar row with the tabs and filters (issue 38, point 4).
 */
export function ListToolbar({
  onCreate,
  onImport,
  onExport,
  onColumns,
}: {
  onCreate: () => void;
  onImport: () => void;
  onExport: () => Promise<void>;
  /** Absent on a phone, whose cards show no columns to choose. */
  onColumns?: () => void;
}) {
  const { t } = useTranslation('issues');
  const exporting = useWrite({ write: onExport });

  return (
    <>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onCreate}>
        {t('toolbar.create')}
      </Button>
      <Tooltip title={t('toolbar.import')}>
        <Button icon={<ImportOutlined aria-hidden />} aria-label={t('toolbar.import')} onClick={onImport} />
      </Tooltip>
      <Tooltip title={t('toolbar.export')}>
        <Button
          icon={<ExportOutlined aria-hidden />}
          aria-label={t('toolbar.export')}
          loading={exporting.isPending}
          onClick={() => exporting.mutate()}
        />
      </Tooltip>
      {onColumns && (
        <Tooltip title={t('toolbar.columns')}>
          <Button icon={<TableOutlined aria-hidden />} aria-label={t('toolbar.columns')} onClick={onColumns} />
        </Tooltip>
      )}
    </>
  );
}
