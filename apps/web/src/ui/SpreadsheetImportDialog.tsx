import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { formatMessage, type ImportRowError } from '@questline/contract';
import { Alert, Button, Modal, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n';
import { saveBlob } from './saveBlob';
import { useWrite } from './useWrite';

/** The server's own refusals, said before the upload (ADR 0018): .xlsx only (the old .xls with its advice) and the size. */
export function spreadsheetFileProblem(file: { name: string; size: number }, maxBytes: number): string | null {
  const locale = currentLocale();
  const name = file.name.toLowerCase();
  if (name.endsWith('.xls')) return formatMessage(locale, 'importLegacyXls');
  if (!name.endsWith('.xlsx')) return formatMessage(locale, 'importWrongType');
  if (file.size > maxBytes) {
    return formatMessage(locale, 'importFileTooLarge', { limit: `${String(maxBytes / 1024 / 1024)} MB` });
  }
  return null;
}

function isFailureBody(value: unknown): value is { code: number; msg: string; data?: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { msg?: unknown }).msg === 'string';
}

/** The words of one import, in its own namespace, so each domain keeps its texts. */
export interface SpreadsheetImportTexts {
  title: string;
  hint: string;
  template: string;
  choose: string;
  start: string;
  rowErrors: string;
  row: (error: ImportRowError) => string;
  done: (imported: number) => string;
}

/**
 * Spec point 5 "Imports": the template, one .xlsx checked before sending, a progress bar while it uploads,
 * then the imported count or every row's error (nothing is imported when a row is wrong).
 */
export function SpreadsheetImportDialog({
  open = true,
  texts,
  maxBytes,
  templateFileName,
  downloadTemplate,
  upload,
  onClose,
  onImported,
}: {
  open?: boolean;
  texts: SpreadsheetImportTexts;
  maxBytes: number;
  templateFileName: string;
  downloadTemplate: () => Promise<Blob>;
  upload: (file: File) => Promise<{ data: { imported: number } }>;
  onClose: () => void;
  onImported: () => Promise<void>;
}) {
  const { t } = useTranslation('common');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<ImportRowError[]>([]);
  // A refused file shows its reason and its rows' errors in the dialog (ownsFailure).
  const importing = useWrite({
    write: (chosen: File) => upload(chosen),
    ownsFailure: true,
    success: (answer) => texts.done(answer.data.imported),
    onSuccess: async () => {
      await onImported();
      reset();
      onClose();
    },
    onError: (failure) => {
      if (!isFailureBody(failure)) return;
      setProblem(failure.msg);
      if (Array.isArray(failure.data)) setRowErrors(failure.data as ImportRowError[]);
    },
  });

  function reset() {
    setFile(null);
    setProblem(null);
    setRowErrors([]);
  }

  async function template() {
    try {
      saveBlob(await downloadTemplate(), templateFileName);
    } catch {
      // Shown by the client (spec point 8).
    }
  }

  function start() {
    if (!file) return;
    setRowErrors([]);
    setProblem(null);
    importing.mutate(file);
  }

  return (
    <Modal
      open={open}
      title={texts.title}
      okText={texts.start}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: !file || problem !== null || importing.isPending }}
      confirmLoading={importing.isPending}
      onOk={start}
      onCancel={() => {
        reset();
        onClose();
      }}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>{texts.hint}</Typography.Paragraph>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void template()}>
          {texts.template}
        </Button>
        <Upload
          accept=".xlsx"
          maxCount={1}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
          beforeUpload={(chosen) => {
            setRowErrors([]);
            setFile(chosen);
            setProblem(spreadsheetFileProblem(chosen, maxBytes));
            return false;
          }}
          onRemove={reset}
        >
          <Button icon={<UploadOutlined aria-hidden />}>{texts.choose}</Button>
        </Upload>
        {importing.isPending && <Progress percent={100} status="active" showInfo={false} aria-label={t('uploading')} />}
        {problem && <Alert type="error" showIcon title={problem} />}
        {rowErrors.length > 0 && (
          <div data-testid="import-row-errors">
            <Typography.Text strong>{texts.rowErrors}</Typography.Text>
            <ul style={{ maxHeight: 240, overflowY: 'auto', margin: '8px 0 0', paddingLeft: 20 }}>
              {rowErrors.map((error, index) => (
                <li key={`${String(error.row)}-${String(index)}`}>{texts.row(error)}</li>
              ))}
            </ul>
          </div>
        )}
      </Space>
    </Modal>
  );
}
