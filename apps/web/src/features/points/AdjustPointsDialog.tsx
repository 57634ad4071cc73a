import { POINTS_ADJUST_MAX, POINTS_REASON_MAX } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { adjustPoints } from '../../api/points';
import { useWrite } from '../../ui/useWrite';

interface AdjustForm {
  userId: number;
  points: number;
  reason: string;
}

/** POST integral (platform administrators): points given (positive) or taken (negative) with the reason. */
export function AdjustPointsDialog({ userId, onClose }: { userId: number | undefined; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const [form] = Form.useForm<AdjustForm>();
  const adjust = useWrite({
    write: (values: AdjustForm) => adjustPoints({ ...values, reason: values.reason.trim() }),
    success: (entry) => t('ledger.adjusted', { name: entry.data.userName, balance: entry.data.balanceAfter }),
    onSuccess: async () => {
      onClose();
      await client.invalidateQueries({ queryKey: ['points'] });
    },
  });
  const saving = adjust.isPending;
  const save = (values: AdjustForm) => adjust.mutate(values);

  return (
    <Modal
      open
      title={t('ledger.adjust')}
      okButtonProps={{ loading: saving }}
      onCancel={onClose}
      onOk={() => void form.validateFields().then(save, () => undefined)}
    >
      <Form<AdjustForm> form={form} layout="vertical" initialValues={{ userId, reason: '' }}>
        <Form.Item
          name="userId"
          label={t('ledger.userId')}
          rules={[{ required: true, message: t('ledger.userRequired') }]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="points"
          label={t('ledger.adjustPoints')}
          extra={t('ledger.adjustHint')}
          rules={[
            { required: true, message: t('ledger.pointsRequired') },
            {
              validator: (_rule, value: number | null) =>
                value === 0 ? Promise.reject(new Error(t('ledger.pointsZero'))) : Promise.resolve(),
            },
          ]}
        >
          <InputNumber min={-POINTS_ADJUST_MAX} max={POINTS_ADJUST_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('ledger.reason')}
          rules={[{ required: true, whitespace: true, message: t('ledger.reasonRequired') }]}
        >
          <Input maxLength={POINTS_REASON_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
