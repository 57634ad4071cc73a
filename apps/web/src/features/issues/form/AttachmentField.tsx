import { CloudOutlined, DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { QUESTION_ATTACHMENTS_MAX, type QuestionAttachment, formatMessage } from '@questline/contract';
import { App, Button, Typography, Upload } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachFromDisk, uploadAttachment } from '../../../api/issues';
import { DiskPickerDialog } from '../../disk';
import { ScreenRecordButton } from '../../recording';
import { PhoneUploadButton } from '../../mobileUpload';
import { currentLocale } from '../../../i18n';
import { formatSize } from '../../../ui/format';

interface AttachmentFieldProps {
  projectId: number;
  /** Already on the issue (edit): listed, counted, kept. */
  existing: QuestionAttachment[];
  /** Uploaded in this form; removable until saved. Form.Item passes value and onChange. */
  value?: QuestionAttachment[];
  onChange?: (uploads: QuestionAttachment[]) => void;
  id?: string;
}

function AttachmentRow({ item, onRemove }: { item: QuestionAttachment; onRemove?: () => void }) {
  const { t } = useTranslation('issue');
  return (
    <li style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <PaperClipOutlined aria-hidden />
      <Typography.Text ellipsis style={{ maxWidth: 360 }}>
        {item.fileName}
      </Typography.Text>
      <Typography.Text type="secondary">{formatSize(item.size)}</Typography.Text>
      {onRemove && (
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('form.removeAttachment', { name: item.fileName })}
          onClick={onRemove}
        />
      )}
    </li>
  );
}

/** Spec point 5 "Attachments": at most ten per issue; the server checks each file's type and size. */
export function AttachmentField({ projectId, existing, value = [], onChange, id }: AttachmentFieldProps) {
  const { t } = useTranslation('issue');
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(0);
  const count = existing.length + value.length;
  const full = count + uploading >= QUESTION_ATTACHMENTS_MAX;
  // Several files chosen together finish one by one; each adds to what the others left.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const [picking, setPicking] = useState(false);

  // Photos from the phone (issue 32) are this form's pending uploads like the others.
  const fromPhone = useCallback(
    (photos: QuestionAttachment[]) => {
      const known = new Set(latest.current.map((item) => item.attachmentId));
      const fresh = photos.filter((photo) => !known.has(photo.attachmentId));
      if (fresh.length === 0) return;
      latest.current = [...latest.current, ...fresh];
      onChange?.(latest.current);
    },
    [onChange],
  );

  /** Adds one attachment, uploaded or taken from the disk, within the limit. */
  async function add(store: () => Promise<QuestionAttachment>) {
    if (existing.length + latest.current.length + uploading >= QUESTION_ATTACHMENTS_MAX) {
      void message.error(formatMessage(currentLocale(), 'attachmentTooMany', { max: QUESTION_ATTACHMENTS_MAX }));
      return;
    }
    setUploading((n) => n + 1);
    try {
      const uploaded = await store();
      latest.current = [...latest.current, uploaded];
      onChange?.(latest.current);
    } catch {
      // The client showed the server's reason (wrong type, too large).
    } finally {
      setUploading((n) => n - 1);
    }
  }

  return (
    <div>
      <Upload
        multiple
        showUploadList={false}
        disabled={full}
        beforeUpload={(file) => {
          void add(async () => (await uploadAttachment(projectId, file, file.name)).data);
          return false;
        }}
      >
        <Button id={id} icon={<UploadOutlined />} loading={uploading > 0} disabled={full}>
          {t('form.upload')}
        </Button>
      </Upload>
      <Button
        icon={<CloudOutlined aria-hidden />}
        disabled={full}
        onClick={() => setPicking(true)}
        style={{ marginLeft: 8 }}
      >
        {t('form.fromDisk')}
      </Button>
      <ScreenRecordButton
        projectId={projectId}
        // A recording brings its log along: two places.
        disabled={count + uploading + 2 > QUESTION_ATTACHMENTS_MAX}
        onUploaded={(uploads) => {
          latest.current = [...latest.current, ...uploads];
          onChange?.(latest.current);
        }}
      />
      <PhoneUploadButton
        target={{ projectId, maxPhotos: Math.max(1, QUESTION_ATTACHMENTS_MAX - count) }}
        disabled={full}
        onArrived={fromPhone}
        style={{ marginLeft: 8 }}
      />
      {picking && (
        <DiskPickerDialog
          onClose={() => setPicking(false)}
          onPick={(entry) => {
            setPicking(false);
            void add(async () => (await attachFromDisk(projectId, entry.entryId)).data);
          }}
        />
      )}
      <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
        {t('form.attachmentCount', { count, max: QUESTION_ATTACHMENTS_MAX })}
      </Typography.Text>
      {count > 0 && (
        <ul
          aria-label={t('fields.attachments')}
          style={{ listStyle: 'none', margin: '8px 0 0', padding: 0, display: 'grid', gap: 4 }}
        >
          {existing.map((item) => (
            <AttachmentRow key={item.attachmentId} item={item} />
          ))}
          {value.map((item) => (
            <AttachmentRow
              key={item.attachmentId}
              item={item}
              onRemove={() => onChange?.(value.filter((upload) => upload.attachmentId !== item.attachmentId))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
