import { ExportOutlined, ImportOutlined, PlusOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The list's own buttons: new issue, import, export and the column settings. */
export function ListToolbar({
  onCreate,
  onImport,
  onExport,
  onColumns,
}: {
  onCreate: () => void;
  onImport: () => void;
  onExport: () => Promise<void>;
  onColumns: () => void;
}) {
  const { t } = useTranslation('issues');
  const [exporting, setExporting] = useState(false);

  async function exportNow() {
    setExporting(true);
    try {
      await onExport();
    } catch {
      // Shown by the client (spec point 8).
    } finally {
      setExporting(false);
    }
  }

  return (
    <Flex wrap gap={8}>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onCreate}>
        {t('toolbar.create')}
      </Button>
      <Button icon={<ImportOutlined aria-hidden />} onClick={onImport}>
        {t('toolbar.import')}
      </Button>
      <Button icon={<ExportOutlined aria-hidden />} loading={exporting} onClick={() => void exportNow()}>
        {t('toolbar.export')}
      </Button>
      <Button icon={<TableOutlined aria-hidden />} onClick={onColumns}>
        {t('toolbar.columns')}
      </Button>
    </Flex>
  );
}
