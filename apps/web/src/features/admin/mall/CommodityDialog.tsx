import { GiftOutlined } from '@ant-design/icons';
import {
  COMMODITY_DESCRIPTION_MAX,
  COMMODITY_IMAGE_MAX_BYTES,
  COMMODITY_NAME_MAX,
  COMMODITY_POINTS_MAX,
  COMMODITY_STOCK_MAX,
  type CommodityInput,
  type CommodityRow,
  isCommodityImageName,
} from '@questline/contract';
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addCommodity, editCommodity, uploadCommodityImage } from '../../../api/mall';
import { PictureField } from '../../../ui/PictureField';
import { useWrite } from '../../../ui/useWrite';
import { mallKeys } from '../../points';

type CommodityForm = Required<CommodityInput>;

const EMPTY: CommodityForm = {
  nameZh: '',
  nameEn: '',
  descriptionZh: '',
  descriptionEn: '',
  pointsPrice: 100,
  stock: 10,
  onSale: true,
  image: '',
};

/** The picture chosen in this form: its address is answered by the upload, or kept from the commodity. */
function Preview({ image, url }: { image: string; url: string | null }) {
  if (image !== '' && url) return <img src={url} alt="" width={64} height={64} style={{ objectFit: 'cover' }} />;
  return <GiftOutlined aria-hidden style={{ fontSize: 40 }} />;
}

/**
 * A commodity's form (issue 30): names and descriptions in both languages, points price, stock left (what can be
 * redeemed from now on), whether it is on sale, and its picture, uploaded first and saved with the rest.
 */
export function CommodityDialog({ target, onClose }: { target: CommodityRow | 'new'; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<CommodityForm>();
  // Undefined until the form mounts its fields.
  const image = Form.useWatch<string | undefined>('image', form) ?? (target === 'new' ? '' : target.image);
  const [imageUrl, setImageUrl] = useState<string | null>(target === 'new' ? null : target.imageUrl);
  const save = useWrite({
    write: (values: CommodityForm) =>
      target === 'new' ? addCommodity(values) : editCommodity({ ...values, commodityId: target.commodityId }),
    success: (saved) => t('mallAdmin.saved', { name: saved.data.name }),
    refresh: [mallKeys.all],
    onSuccess: onClose,
  });

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <Modal
      open
      title={target === 'new' ? t('mallAdmin.add') : t('mallAdmin.editOf', { name: target.name })}
      okButtonProps={{ loading: save.isPending }}
      onCancel={onClose}
      // Invalid fields show their messages under themselves.
      onOk={() =>
        void form.validateFields().then(
          (values) => save.mutate(values),
          () => undefined,
        )
      }
    >
      <Form<CommodityForm>
        form={form}
        layout="vertical"
        initialValues={target === 'new' ? EMPTY : { ...EMPTY, ...target }}
      >
        <Form.Item name="nameZh" label={t('mallAdmin.nameZh')} rules={required(t('mallAdmin.nameRequired'))}>
          <Input maxLength={COMMODITY_NAME_MAX} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('mallAdmin.nameEn')} rules={required(t('mallAdmin.nameRequired'))}>
          <Input maxLength={COMMODITY_NAME_MAX} />
        </Form.Item>
        <Form.Item name="descriptionZh" label={t('mallAdmin.descriptionZh')}>
          <Input.TextArea maxLength={COMMODITY_DESCRIPTION_MAX} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="descriptionEn" label={t('mallAdmin.descriptionEn')}>
          <Input.TextArea maxLength={COMMODITY_DESCRIPTION_MAX} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="pointsPrice" label={t('mall.price')} rules={[{ required: true }]}>
          <InputNumber min={1} max={COMMODITY_POINTS_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="stock" label={t('mall.stock')} extra={t('mallAdmin.stockHint')} rules={[{ required: true }]}>
          <InputNumber min={0} max={COMMODITY_STOCK_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="onSale" label={t('mallAdmin.onSale')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="image"
          label={t('mallAdmin.image')}
          rules={[
            {
              validator: async (_r, v: string | undefined) =>
                isCommodityImageName(v ?? '') ? undefined : Promise.reject(new Error(t('mallAdmin.imageType'))),
            },
          ]}
        >
          <PictureField
            upload={async (file) => {
              const stored = (await uploadCommodityImage(file, file.name)).data;
              setImageUrl(stored.imageUrl);
              return stored.image;
            }}
            preview={<Preview image={image} url={imageUrl} />}
            maxBytes={COMMODITY_IMAGE_MAX_BYTES}
            labels={{
              choose: t('mallAdmin.chooseImage'),
              change: t('mallAdmin.changeImage'),
              remove: t('mallAdmin.removeImage'),
              hint: t('mallAdmin.imageHint'),
              input: t('mallAdmin.image'),
              wrongType: t('mallAdmin.imageType'),
              tooLarge: t('mallAdmin.imageSize'),
            }}
            testId="commodity-image-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
