import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { type ImportRowError, MODULE_IMPORT_MAX_BYTES, MODULE_IMPORT_MAX_ROWS } from '@questline/contract';
import { Alert, App, Button, Modal, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadModuleTemplate, importModules } from '../../api/projectSettings';
import { ruleMessage } from './formRules';

/** The same refusals as the server (ADR 0018): .xlsx only, the old .xls with its own advice, and the size. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xls')) return ruleMessage('importLegacyXls');
  if (!name.endsWith('.xlsx')) return ruleMessage('importWrongType');
  if (file.size > MODULE_IMPORT_MAX_BYTES) {
    return ruleMessage('importFileTooLarge', { limit: `${String(MODULE_IMPORT_MAX_BYTES / 1024 / 1024)} MB` });
  }
  return null;
}

function isFailureBody(value: unknown): value is { code: number; msg: string; data?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { msg?: unknown }).msg === 'string';
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** Module import: the template, one .xlsx file, and every row error listed when nothing was imported. */
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
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<ImportRowError[]>([]);
  const [busy, setBusy] = useState(false);

  function reset() {
    setFile(null);
    setProblem(null);
    setRowErrors([]);
  }

  async function template() {
    try {
      saveBlob(await downloadModuleTemplate(projectId), 'module-import-template.xlsx');
    } catch {
      // Shown by the client (spec point 8).
    }
  }

  async function start() {
    if (!file) return;
    setBusy(true);
    setRowErrors([]);
    setProblem(null);
    try {
      const answer = await importModules(projectId, file, file.name);
      void message.success(t('modules.imported', { count: answer.data.imported }));
      await onImported();
      reset();
      onClose();
    } catch (failure) {
      if (isFailureBody(failure)) {
        setProblem(failure.msg);
        if (Array.isArray(failure.data)) setRowErrors(failure.data as ImportRowError[]);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('modules.importTitle')}
      okText={t('modules.importStart')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !file || problem !== null }}
      confirmLoading={busy}
      onOk={() => void start()}
      onCancel={() => {
        reset();
        onClose();
      }}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('modules.importHint', { max: MODULE_IMPORT_MAX_ROWS })}</Typography.Paragraph>
        <Button icon={<DownloadOutlined />} onClick={() => void template()}>
          {t('modules.downloadTemplate')}
        </Button>
        <Upload
          accept=".xlsx"
          maxCount={1}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
          beforeUpload={(chosen) => {
            setRowErrors([]);
            setFile(chosen);
            setProblem(importFileProblem(chosen));
            return false;
          }}
          onRemove={() => reset()}
        >
          <Button icon={<UploadOutlined />}>{t('modules.chooseFile')}</Button>
        </Upload>
        {problem && <Alert type="error" showIcon message={problem} />}
        {rowErrors.length > 0 && (
          <div>
            <Typography.Text strong>{t('modules.rowErrors')}</Typography.Text>
            <ul style={{ maxHeight: 240, overflowY: 'auto', margin: '8px 0 0', paddingLeft: 20 }}>
              {rowErrors.map((error, index) => (
                <li key={`${String(error.row)}-${String(index)}`}>
                  {t('modules.row', { row: error.row, msg: error.msg })}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Space>
    </Modal>
  );
}
