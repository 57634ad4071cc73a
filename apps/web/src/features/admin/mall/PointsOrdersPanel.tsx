import { CARRIER_MAX, type PointsOrderRow, TRACKING_NO_MAX } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAdminPointsOrders, shipPointsOrder } from '../../../api/mall';
import { mallKeys, PointsOrderTable } from '../../points';

interface ShipForm {
  carrier: string;
  trackingNo: string;
}

/** Everyone's points orders by status, those to ship oldest first; shipping asks the carrier and tracking number. */
export function PointsOrdersPanel() {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [shipping, setShipping] = useState<PointsOrderRow | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<ShipForm>();

  async function ship(values: ShipForm) {
    if (!shipping) return;
    setSaving(true);
    try {
      await shipPointsOrder({ orderId: shipping.orderId, ...values });
      void message.success(t('mallAdmin.shipped', { orderNo: shipping.orderNo }));
      setShipping(null);
    } catch {
      // Shown by the client (spec point 8).
    } finally {
      setSaving(false);
      await client.invalidateQueries({ queryKey: mallKeys.all });
    }
  }

  return (
    <>
      <PointsOrderTable
        side="admin"
        load={getAdminPointsOrders}
        action={(row) =>
          row.status === 'toShip' ? (
            <Button
              size="small"
              type="primary"
              onClick={() => {
                form.resetFields();
                setShipping(row);
              }}
            >
              {t('mallAdmin.ship')}
            </Button>
          ) : null
        }
      />
      <Modal
        open={shipping !== null}
        title={shipping ? t('mallAdmin.shipTitle', { orderNo: shipping.orderNo }) : ''}
        okText={t('mallAdmin.ship')}
        okButtonProps={{ loading: saving }}
        onCancel={() => setShipping(null)}
        onOk={() => void form.validateFields().then(ship, () => undefined)}
      >
        <Form<ShipForm> form={form} layout="vertical">
          <Form.Item
            name="carrier"
            label={t('mallAdmin.carrier')}
            rules={[{ required: true, whitespace: true, message: t('mallAdmin.carrierRequired') }]}
          >
            <Input maxLength={CARRIER_MAX} />
          </Form.Item>
          <Form.Item
            name="trackingNo"
            label={t('mallAdmin.trackingNo')}
            rules={[{ required: true, whitespace: true, message: t('mallAdmin.trackingRequired') }]}
          >
            <Input maxLength={TRACKING_NO_MAX} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
