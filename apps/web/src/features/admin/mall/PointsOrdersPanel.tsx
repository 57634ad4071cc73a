import { CARRIER_MAX, type PointsOrderRow, TRACKING_NO_MAX } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAdminPointsOrders, shipPointsOrder } from '../../../api/mall';
import { mallKeys, PointsOrderTable } from '../../points';
import { useWrite } from '../../../ui/useWrite';

interface ShipForm {
  carrier: string;
  trackingNo: string;
}

/** Everyone's points orders by status, those to ship oldest first; shipping asks the carrier and tracking number. */
export function PointsOrdersPanel() {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const [shipping, setShipping] = useState<PointsOrderRow | null>(null);
  const [form] = Form.useForm<ShipForm>();
  // The list is read again either way: a refusal means the order moved on (shipped, cancelled) meanwhile.
  const ship = useWrite({
    write: ({ order, values }: { order: PointsOrderRow; values: ShipForm }) =>
      shipPointsOrder({ orderId: order.orderId, ...values }),
    success: (_answer, { order }) => t('mallAdmin.shipped', { orderNo: order.orderNo }),
    onSuccess: () => setShipping(null),
    onSettled: () => client.invalidateQueries({ queryKey: mallKeys.all }),
  });

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
        okButtonProps={{ loading: ship.isPending }}
        onCancel={() => setShipping(null)}
        onOk={() =>
          void form.validateFields().then(
            (values) => shipping && ship.mutate({ order: shipping, values }),
            () => undefined,
          )
        }
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
