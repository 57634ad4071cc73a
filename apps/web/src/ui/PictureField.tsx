import { PictureOutlined } from '@ant-design/icons';
import { App, Button, Space, Typography } from 'antd';
import { type ChangeEvent, type ReactNode, useRef } from 'react';
import { avatarFileProblem } from './avatarFile';
import { useWrite } from './useWrite';

export interface PictureFieldLabels {
  choose: string;
  change: string;
  remove: string;
  hint: string;
  /** The hidden file input's name. */
  input: string;
  wrongType: string;
  tooLarge: string;
}

interface PictureFieldProps {
  /** The uploaded picture's value ('' for none); a Form.Item passes it in. */
  value?: string;
  onChange?: (value: string) => void;
  /** Uploads the chosen file and answers the value the form keeps. */
  upload: (file: File) => Promise<string>;
  /** How the current value looks. */
  preview: ReactNode;
  labels: PictureFieldLabels;
  maxBytes?: number;
  disabled?: boolean;
  id?: string;
  testId?: string;
}

/**
 * A picture a form keeps (project image, commodity picture): jpg or png, checked here before it is uploaded at once,
 * and the answered value becomes the form's value; it can be changed or removed.
 */
export function PictureField({
  value = '',
  onChange,
  upload,
  preview,
  labels,
  maxBytes,
  disabled,
  id,
  testId,
}: PictureFieldProps) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const send = useWrite({ write: (file: File) => upload(file), onSuccess: (picture) => onChange?.(picture) });

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file, maxBytes);
    if (problem) {
      void message.error(problem === 'type' ? labels.wrongType : labels.tooLarge);
      return;
    }
    send.mutate(file);
  }

  return (
    <Space align="center" size={16}>
      {preview}
      {!disabled && (
        <Space direction="vertical" size={4}>
          <Space>
            <Button id={id} icon={<PictureOutlined />} loading={send.isPending} onClick={() => input.current?.click()}>
              {value ? labels.change : labels.choose}
            </Button>
            {value && <Button onClick={() => onChange?.('')}>{labels.remove}</Button>}
          </Space>
          <Typography.Text type="secondary">{labels.hint}</Typography.Text>
        </Space>
      )}
      <input
        ref={input}
        type="file"
        // antd's form styles show file inputs (display: block), so `hidden` alone is not enough.
        style={{ display: 'none' }}
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        data-testid={testId}
        aria-label={labels.input}
        onChange={(event) => void onFile(event)}
      />
    </Space>
  );
}
