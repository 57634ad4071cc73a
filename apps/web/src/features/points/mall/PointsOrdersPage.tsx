import type { PointsOrderRow } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmReceipt, getMyPointsOrders } from '../../../api/mall';
import { Popconfirm } from '../../../ui/Popconfirm';
import { PointsOrderTable } from './PointsOrderTable';
import { mallKeys } from './mallKeys';

/**
 * /user/forpoint (spec points 2 "forpoint" and 3 "Points order status"; issue 30): the person's points orders,
 * newest first, by status; a shipped one shows its carrier and tracking number and can be confirmed received (it
 * counts as received by itself 14 days after shipping).
 */
export default function PointsOrdersPage() {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function receive(row: PointsOrderRow) {
    setBusyId(row.orderId);
    try {
      await confirmReceipt(row.orderId);
      void message.success(t('mall.receivedToast', { orderNo: row.orderNo }));
    } catch {
      // Shown by the client (spec point 8).
    } finally {
      setBusyId(null);
      await client.invalidateQueries({ queryKey: mallKeys.all });
    }
  }

  return (
    <Card
      title={<h1 style={{ fontSize: 16, margin: 0 }}>{t('mall.myOrders')}</h1>}
      extra={<Link to="/user/integralPage">{t('mall.backToMall')}</Link>}
    >
      <PointsOrderTable
        side="buyer"
        load={getMyPointsOrders}
        action={(row) =>
          row.status === 'shipped' ? (
            <Popconfirm title={t('mall.receiveConfirm', { orderNo: row.orderNo })} onConfirm={() => receive(row)}>
              <Button size="small" type="primary" loading={busyId === row.orderId}>
                {t('mall.receive')}
              </Button>
            </Popconfirm>
          ) : null
        }
      />
    </Card>
  );
}
