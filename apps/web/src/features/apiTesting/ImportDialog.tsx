import { InboxOutlined } from '@ant-design/icons';
import { API_IMPORT_MAX_BYTES, type ApiImportResult, formatByteSize } from '@questline/contract';
import { Input, Modal, Tabs, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importApiDocument } from '../../api/apiTesting';
import { useWrite } from '../../ui/useWrite';

/** Issue 34: an OpenAPI 3 document or a Postman v2.1 collection, chosen as a file or pasted, read by the server. */
export function ImportDialog(props: {
  projectId: number;
  onClose: () => void;
  onImported: (result: ApiImportResult) => void;
}) {
  const { t } = useTranslation('apiTesting');
  const [tab, setTab] = useState<'file' | 'paste'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const ready = tab === 'file' ? file !== null : text.trim() !== '';
  const start = useWrite({
    write: () =>
      tab === 'file' && file
        ? importApiDocument(props.projectId, file, file.name)
        : importApiDocument(props.projectId, new Blob([text], { type: 'text/plain' }), 'pasted.txt'),
    success: (answer) => t('import.done', { name: answer.data.name, count: answer.data.requestCount }),
    onSuccess: (answer) => props.onImported(answer.data),
  });
  return (
    <Modal
      open
      title={t('import.title')}
      okText={t('import.start')}
      okButtonProps={{ disabled: !ready }}
      confirmLoading={start.isPending}
      onOk={() => start.mutate()}
      onCancel={props.onClose}
    >
      <Typography.Paragraph type="secondary">
        {t('import.hint', { max: formatByteSize(API_IMPORT_MAX_BYTES) })}
      </Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'paste' ? 'paste' : 'file')}
        items={[
          {
            key: 'file',
            label: t('import.file'),
            children: (
              <Upload.Dragger
                accept=".json,.yaml,.yml"
                maxCount={1}
                showUploadList={false}
                beforeUpload={(chosen) => {
                  setFile(chosen);
                  return false;
                }}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p>{file ? t('import.chosen', { name: file.name }) : t('import.choose')}</p>
              </Upload.Dragger>
            ),
          },
          {
            key: 'paste',
            label: t('import.paste'),
            children: (
              <Input.TextArea
                aria-label={t('import.pasteLabel')}
                autoSize={{ minRows: 8, maxRows: 16 }}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
