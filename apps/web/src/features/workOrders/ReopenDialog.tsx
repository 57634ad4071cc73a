import { type WorkOrderDetail, formatMessage } from '@questline/contract';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { reopenWorkOrder } from '../../api/workOrders';
import { useAppNavigate } from '../../app/navigation';
import { currentLocale } from '../../i18n';
import { richTextRequired } from '../../ui/richText';
import { useWrite } from '../../ui/useWrite';
import { WorkOrderImagesField } from './WorkOrderImagesField';
import { workOrderPath } from './WorkOrderTable';
import { useImageUploads } from './useImageUploads';
import { workOrderKeys } from './workOrderKeys';
import { LazyRichTextEditor } from '../../ui/editor/LazyRichTextEditor';

/** Reopens a complete order as a follow-up (pending) that links to it: what came back, with pictures. */
export function ReopenDialog({ order, onClose }: { order: WorkOrderDetail; onClose: () => void }) {
  const { t } = useTranslation('workOrders');
  const navigate = useAppNavigate();
  const [form] = Form.useForm<{ description: string }>();
  const uploads = useImageUploads();

  const save = useWrite({
    write: (values: { description: string }) =>
      reopenWorkOrder({
        workOrderId: order.workOrderId,
        updateTime: order.updateTime,
        description: values.description,
        imageIds: uploads.images.map((image) => image.imageId),
      }),
    refresh: [workOrderKeys.all],
    onSuccess: (followUp) => {
      onClose();
      navigate(workOrderPath(followUp.data.workOrderId));
    },
  });

  return (
    <Modal
      open
      width={720}
      title={t('reopen.title', { label: order.label })}
      okText={t('reopen.submit')}
      okButtonProps={{ loading: save.isPending, disabled: uploads.busy }}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(
          (values) => save.mutate(values),
          () => undefined,
        )
      }
    >
      <div onPaste={uploads.onPaste}>
        <Form form={form} layout="vertical" initialValues={{ description: '' }}>
          <Form.Item
            name="description"
            label={t('reopen.description')}
            rules={[richTextRequired(formatMessage(currentLocale(), 'workOrderDescriptionRequired'))]}
          >
            <LazyRichTextEditor label={t('reopen.description')} minHeight={120} />
          </Form.Item>
          <Form.Item label={t('create.images')} htmlFor="reopen-images">
            <WorkOrderImagesField uploads={uploads} id="reopen-images" />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
