import {
  WORK_ORDER_CATEGORIES,
  WORK_ORDER_CATEGORY_LABELS,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_PRIORITY_LABELS,
  WORK_ORDER_TITLE_MAX_BYTES,
  type WorkOrderCategory,
  type WorkOrderPriority,
  fitsBytes,
  formatMessage,
} from '@questline/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { createWorkOrder } from '../../api/workOrders';
import { useAppNavigate } from '../../app/navigation';
import { currentLocale } from '../../i18n';
import { richTextRequired } from '../../ui/richText';
import { useWrite } from '../../ui/useWrite';
import { WorkOrderImagesField } from './WorkOrderImagesField';
import { workOrderPath } from './WorkOrderTable';
import { useImageUploads } from './useImageUploads';
import { workOrderKeys } from './workOrderKeys';
import { LazyRichTextEditor } from '../../ui/editor/LazyRichTextEditor';

interface Values {
  title: string;
  category: WorkOrderCategory;
  priority: WorkOrderPriority;
  description: string;
}

/**
 * Opens a work order (spec point 5 "Work order"): a title of at most 200 bytes, a category, a priority, the problem
 * in rich text and up to 3 pictures, dropped, chosen or pasted anywhere in the dialog. The new order opens at once.
 */
export function CreateWorkOrderDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('workOrders');
  const navigate = useAppNavigate();
  const [form] = Form.useForm<Values>();
  const uploads = useImageUploads();
  const locale = currentLocale();

  const save = useWrite({
    write: (values: Values) => createWorkOrder({ ...values, imageIds: uploads.images.map((image) => image.imageId) }),
    success: (created) => t('create.done', { label: created.data.label }),
    refresh: [workOrderKeys.all],
    onSuccess: (created) => {
      onClose();
      navigate(workOrderPath(created.data.workOrderId));
    },
  });

  return (
    <Modal
      open
      width={720}
      title={t('create.title')}
      okText={t('create.submit')}
      okButtonProps={{ loading: save.isPending, disabled: uploads.busy }}
      onCancel={onClose}
      // Invalid fields show their messages under themselves.
      onOk={() =>
        void form.validateFields().then(
          (values) => save.mutate(values),
          () => undefined,
        )
      }
    >
      <div onPaste={uploads.onPaste}>
        <Form<Values> form={form} layout="vertical" initialValues={{ priority: 'normal', description: '' }}>
          <Form.Item
            name="title"
            label={t('create.orderTitle')}
            rules={[
              { required: true, whitespace: true, message: formatMessage(locale, 'workOrderTitleRequired') },
              {
                validator: (_rule, value: unknown) =>
                  typeof value !== 'string' || fitsBytes(value.trim(), WORK_ORDER_TITLE_MAX_BYTES)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('create.titleTooLong', { max: WORK_ORDER_TITLE_MAX_BYTES }))),
              },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="category"
            label={t('create.category')}
            rules={[{ required: true, message: t('create.categoryRequired') }]}
          >
            <Select
              options={WORK_ORDER_CATEGORIES.map((value) => ({
                value,
                label: WORK_ORDER_CATEGORY_LABELS[locale][value],
              }))}
            />
          </Form.Item>
          <Form.Item name="priority" label={t('create.priority')}>
            <Select
              options={WORK_ORDER_PRIORITIES.map((value) => ({
                value,
                label: WORK_ORDER_PRIORITY_LABELS[locale][value],
              }))}
            />
          </Form.Item>
          <Form.Item
            name="description"
            label={t('create.description')}
            rules={[richTextRequired(formatMessage(locale, 'workOrderDescriptionRequired'))]}
          >
            <LazyRichTextEditor label={t('create.description')} minHeight={160} />
          </Form.Item>
          <Form.Item label={t('create.images')} htmlFor="work-order-images">
            <WorkOrderImagesField uploads={uploads} id="work-order-images" />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
