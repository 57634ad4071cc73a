import { PictureOutlined } from '@ant-design/icons';
import { App, Button, Space, Typography } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadProjectImage } from '../../api/projects';
import { avatarFileProblem } from '../profile/avatarFile';
import { ProjectImage } from './ProjectImage';

interface ImageFieldProps {
  /** The uploaded image's path ('' for none); a Form.Item passes it in. */
  value?: string;
  onChange?: (value: string) => void;
  /** Shown in the placeholder while there is no image. */
  name: string;
  disabled?: boolean;
  id?: string;
}

/**
 * The project image (spec point 5: jpg or png, at most 10 MB, the avatar's rule): checked here, uploaded at
 * once through projectInfo/uploadImage, and the answered path becomes the form's value.
 */
export function ImageField({ value = '', onChange, name, disabled, id }: ImageFieldProps) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      void message.error(t(problem === 'type' ? 'form.imageType' : 'form.imageSize'));
      return;
    }
    setUploading(true);
    try {
      onChange?.((await uploadProjectImage(file, file.name)).data.imgUrl);
    } catch {
      // The client has already shown the failure (spec point 8).
    } finally {
      setUploading(false);
    }
  }

  return (
    <Space align="center" size={16}>
      <ProjectImage image={value} name={name || '?'} size={64} />
      {!disabled && (
        <Space direction="vertical" size={4}>
          <Space>
            <Button id={id} icon={<PictureOutlined />} loading={uploading} onClick={() => input.current?.click()}>
              {value ? t('form.changeImage') : t('form.chooseImage')}
            </Button>
            {value && <Button onClick={() => onChange?.('')}>{t('form.removeImage')}</Button>}
          </Space>
          <Typography.Text type="secondary">{t('form.imageHint')}</Typography.Text>
        </Space>
      )}
      <input
        ref={input}
        type="file"
        // antd's form styles show file inputs (display: block), so `hidden` alone is not enough.
        style={{ display: 'none' }}
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        data-testid="project-image-input"
        aria-label={t('form.image')}
        onChange={(event) => void onFile(event)}
      />
    </Space>
  );
}
