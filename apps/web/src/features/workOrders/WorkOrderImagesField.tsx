import { InboxOutlined } from '@ant-design/icons';
import { WORK_ORDER_IMAGES_MAX, WORK_ORDER_IMAGE_ACCEPT, WORK_ORDER_IMAGE_MAX_BYTES } from '@questline/contract';
import { Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImageUploads } from './useImageUploads';

const MB = 1024 * 1024;

/** The pictures of a work order or a reply: a drop zone that also opens the file chooser, with each picture's state. */
export function WorkOrderImagesField({ uploads, id }: { uploads: ImageUploads; id?: string }) {
  const { t } = useTranslation('workOrders');
  const fileList: UploadFile[] = [
    ...uploads.images.map((image, index) => ({
      uid: String(image.imageId),
      name: t('images.name', { index: index + 1 }),
      status: 'done' as const,
      url: image.url,
      thumbUrl: image.url,
    })),
    ...uploads.uploading.map((item) => ({
      uid: `up-${item.key}`,
      name: item.name,
      status: 'uploading' as const,
      percent: 50,
    })),
  ];
  return (
    <Upload.Dragger
      id={id}
      multiple
      accept={WORK_ORDER_IMAGE_ACCEPT}
      listType="picture"
      fileList={fileList}
      disabled={uploads.images.length + uploads.uploading.length >= WORK_ORDER_IMAGES_MAX}
      beforeUpload={(file) => {
        uploads.add([file]);
        return false;
      }}
      onRemove={(file) => {
        // A picture still uploading is not yet one of the order's.
        if (file.status === 'done') uploads.remove(Number(file.uid));
        return false;
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined aria-hidden />
      </p>
      <p className="ant-upload-text">{t('images.drop')}</p>
      <p className="ant-upload-hint">
        {t('images.hint', { max: WORK_ORDER_IMAGES_MAX, size: WORK_ORDER_IMAGE_MAX_BYTES / MB })}
      </p>
    </Upload.Dragger>
  );
}
