import { type WorkOrderDetail, formatMessage } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reopenWorkOrder } from '../../api/workOrders';
import { useAppNavigate } from '../../app/navigation';
import { currentLocale } from '../../i18n';
import { richTextRequired } from '../../ui/richText';
import { WorkOrderImagesField } from './WorkOrderImagesField';
import { workOrderPath } from './WorkOrderTable';
import { useImageUploads } from './useImageUploads';
import { workOrderKeys } from './workOrderKeys';
import { LazyRichTextEditor } from '../../ui/editor/LazyRichTextEditor';

/** Reopens a complete order as a follow-up (pending) that links to it: what came back, with pictures. */
export function ReopenDialog({ order, onClose }: { order: WorkOrderDetail; onClose: () => void }) {
  const { t } = useTranslation('workOrders');
  const client = useQueryClient();
  const navigate = useAppNavigate();
  const [form] = Form.useForm<{ description: string }>();
  const uploads = useImageUploads();
  const [saving, setSaving] = useState(false);

  async function save(values: { description: string }) {
    setSaving(true);
    try {
      const followUp = await reopenWorkOrder({
        workOrderId: order.workOrderId,
        updateTime: order.updateTime,
        description: values.description,
        imageIds: uploads.images.map((image) => image.imageId),
      });
      await client.invalidateQueries({ queryKey: workOrderKeys.all });
      onClose();
      navigate(workOrderPath(followUp.data.workOrderId));
    } catch {
      // Shown by the client (spec point 8).
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      width={720}
      title={t('reopen.title', { label: order.label })}
      okText={t('reopen.submit')}
      okButtonProps={{ loading: saving, disabled: uploads.busy }}
      onCancel={onClose}
      onOk={() => void form.validateFields().then(save, () => undefined)}
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
