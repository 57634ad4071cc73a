import { FileZipOutlined } from '@ant-design/icons';
import {
  RESOURCE_CATEGORIES,
  RESOURCE_CATEGORY_LABELS,
  RESOURCE_COVER_MAX_BYTES,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_POINTS_MAX,
  RESOURCE_PRICE_MAX_FEN,
  RESOURCE_TITLE_MAX_BYTES,
  type ResourceAdminRow,
  type ResourceInput,
  byteLength,
} from '@questline/contract';
import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addResource, editResource, uploadResourceCover } from '../../../api/resources';
import { currentLocale } from '../../../i18n';
import { PictureField } from '../../../ui/PictureField';
import { useWrite } from '../../../ui/useWrite';
import { resourceKeys } from '../../resources';

/** The form holds the price in yuan; the server takes fen. */
type ResourceForm = Omit<Required<ResourceInput>, 'priceFen'> & { priceYuan: number };

const EMPTY: ResourceForm = {
  title: '',
  category: 'template',
  description: '',
  cover: '',
  priceYuan: 0,
  pointsPrice: 0,
  membersFree: true,
  published: false,
};

function formOf(row: ResourceAdminRow): ResourceForm {
  return {
    title: row.title,
    category: row.category,
    description: row.description,
    cover: row.cover,
    priceYuan: row.priceFen / 100,
    pointsPrice: row.pointsPrice,
    membersFree: row.membersFree,
    published: row.published,
  };
}

/**
 * A resource's form (issue 32, ADR 0117): title, category, description, cover (uploaded first, saved with the rest),
 * price in yuan and in points (0: not sold that way; both 0: free), free for members, published.
 */
export function ResourceDialog({ target, onClose }: { target: ResourceAdminRow | 'new'; onClose: () => void }) {
  const { t } = useTranslation('resources');
  const locale = currentLocale();
  const [form] = Form.useForm<ResourceForm>();
  // Undefined until the form mounts its fields.
  const cover = Form.useWatch<string | undefined>('cover', form) ?? (target === 'new' ? '' : target.cover);
  const [coverUrl, setCoverUrl] = useState<string | null>(target === 'new' ? null : target.coverUrl);
  const save = useWrite({
    write: ({ priceYuan, ...values }: ResourceForm) => {
      const body = { ...values, priceFen: Math.round(priceYuan * 100) };
      return target === 'new' ? addResource(body) : editResource({ ...body, resourceId: target.resourceId });
    },
    success: (saved) => t('admin.saved', { title: saved.data.title }),
    refresh: [resourceKeys.all],
    onSuccess: onClose,
  });

  return (
    <Modal
      open
      title={target === 'new' ? t('admin.add') : t('admin.editOf', { title: target.title })}
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
      <Form<ResourceForm> form={form} layout="vertical" initialValues={target === 'new' ? EMPTY : formOf(target)}>
        <Form.Item
          name="title"
          label={t('admin.resourceTitle')}
          rules={[
            {
              validator: async (_r, value: string | undefined) => {
                const title = (value ?? '').trim();
                if (title === '' || byteLength(title) > RESOURCE_TITLE_MAX_BYTES) {
                  throw new Error(t('admin.titleInvalid', { max: RESOURCE_TITLE_MAX_BYTES }));
                }
              },
            },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="category" label={t('admin.category')}>
          <Select
            options={RESOURCE_CATEGORIES.map((value) => ({ value, label: RESOURCE_CATEGORY_LABELS[locale][value] }))}
          />
        </Form.Item>
        <Form.Item name="description" label={t('admin.description')}>
          <Input.TextArea maxLength={RESOURCE_DESCRIPTION_MAX} autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        <Form.Item name="priceYuan" label={t('admin.priceYuan')} extra={t('admin.priceHint')}>
          <InputNumber min={0} max={RESOURCE_PRICE_MAX_FEN / 100} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="pointsPrice" label={t('admin.pointsPrice')}>
          <InputNumber min={0} max={RESOURCE_POINTS_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="membersFree" label={t('membersFree')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="published" label={t('admin.published')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="cover" label={t('admin.cover')}>
          <PictureField
            upload={async (file) => {
              const stored = (await uploadResourceCover(file, file.name)).data;
              setCoverUrl(stored.coverUrl);
              return stored.cover;
            }}
            preview={
              cover !== '' && coverUrl ? (
                <img src={coverUrl} alt="" width={96} height={64} style={{ objectFit: 'cover' }} />
              ) : (
                <FileZipOutlined aria-hidden style={{ fontSize: 40 }} />
              )
            }
            maxBytes={RESOURCE_COVER_MAX_BYTES}
            labels={{
              choose: t('admin.chooseCover'),
              change: t('admin.changeCover'),
              remove: t('admin.removeCover'),
              hint: t('admin.coverHint'),
              input: t('admin.cover'),
              wrongType: t('admin.coverType'),
              tooLarge: t('admin.coverSize'),
            }}
            testId="resource-cover-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
