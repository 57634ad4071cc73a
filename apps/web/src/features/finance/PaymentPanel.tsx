import { UploadOutlined } from '@ant-design/icons';
import { OrderStatus, type PayInfo, type PaymentMethod, paymentMethodLabel } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Image,
  Popconfirm,
  Radio,
  Result,
  Space,
  Typography,
  Upload,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { closeOrder, getPayInfo, payOrder, uploadVoucher, voucherUrl } from '../../api/finance';
import { useAppNavigate } from '../../app/navigation';
import { currentLocale } from '../../i18n';
import { OrderSummary } from './OrderSummary';
import { financeKeys } from './money';

/** Spec point 9: polling every 15 s, while someone else (the reviewer, the gateway) decides. */
const POLL_MS = 15_000;

function Payee({ info }: { info: PayInfo }) {
  const { t } = useTranslation('finance');
  const payee = info.payee;
  if (!payee || payee.accountNumber === '') return <Alert type="warning" showIcon message={t('pay.payeeUnset')} />;
  return (
    <Descriptions title={t('pay.payee')} column={1} size="small" bordered>
      <Descriptions.Item label={t('pay.accountName')}>{payee.accountName}</Descriptions.Item>
      <Descriptions.Item label={t('pay.accountNumber')}>{payee.accountNumber}</Descriptions.Item>
      <Descriptions.Item label={t('pay.bank')}>{payee.bank}</Descriptions.Item>
      <Descriptions.Item label={t('pay.orderNo')}>{info.order.orderNo}</Descriptions.Item>
    </Descriptions>
  );
}

/**
 * Paying one order (issue 16): the method chooser is built from the server's enabled methods; the bank
 * transfer shows the account and takes the voucher, then waits for the review. A paid order moves on to
 * /user/PaymentSuccess.
 */
export function PaymentPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation('finance');
  const { message } = App.useApp();
  const navigate = useAppNavigate();
  const client = useQueryClient();
  const [method, setMethod] = useState<PaymentMethod | undefined>();
  const [busy, setBusy] = useState(false);
  const info = useQuery({
    queryKey: financeKeys.payInfo(orderId),
    queryFn: () => getPayInfo(orderId),
    refetchInterval: (query) => {
      const status = query.state.data?.data.order.status;
      return status === OrderStatus.pendingReview || status === OrderStatus.paying ? POLL_MS : false;
    },
  });
  const data = info.data?.data;
  const status = data?.order.status;

  useEffect(() => {
    if (status === OrderStatus.paid) navigate(`/user/PaymentSuccess?orderId=${String(orderId)}`);
  }, [status, orderId, navigate]);

  if (info.error) return <Result status="error" title={info.error.message} />;
  if (!data) return <Card loading />;
  const chosen = method ?? data.order.provider ?? data.methods[0];

  async function run(work: () => Promise<unknown>, done?: string) {
    setBusy(true);
    try {
      await work();
      if (done) void message.success(done);
      await client.invalidateQueries({ queryKey: financeKeys.all });
    } catch {
      // Shown by the client (spec point 8).
    } finally {
      setBusy(false);
    }
  }

  if (data.order.status === OrderStatus.failed) {
    return (
      <Result
        status="warning"
        title={t('pay.closed')}
        subTitle={t('pay.closedBody')}
        extra={<Link to="/user/UpgradeAccount">{t('pay.choosePlan')}</Link>}
      />
    );
  }
  const awaitingVoucher = data.order.status === OrderStatus.awaitingVoucher && data.order.provider === 'offline';
  const inReview = data.order.status === OrderStatus.pendingReview;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('pay.title')}>
        <OrderSummary order={data.order} />
      </Card>
      {inReview ? (
        <Card>
          <Alert type="info" showIcon message={t('pay.reviewing')} />
          <Image style={{ marginTop: 16, maxHeight: 240 }} src={voucherUrl(orderId)} alt={t('pay.voucherImage')} />
        </Card>
      ) : (
        <Card title={t('pay.method')}>
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Radio.Group
              aria-label={t('pay.method')}
              value={chosen}
              onChange={(event) => setMethod(event.target.value as PaymentMethod)}
              options={data.methods.map((value) => ({ value, label: paymentMethodLabel(currentLocale(), value) }))}
            />
            {!(awaitingVoucher && chosen === 'offline') && chosen && (
              <Button type="primary" loading={busy} onClick={() => void run(() => payOrder(orderId, chosen))}>
                {t('pay.confirm')}
              </Button>
            )}
            {awaitingVoucher && chosen === 'offline' && (
              <>
                {data.order.rejectReason && (
                  <Alert type="error" showIcon message={t('pay.rejected', { reason: data.order.rejectReason })} />
                )}
                <Payee info={data} />
                <Upload
                  accept="image/png,image/jpeg"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void run(() => uploadVoucher(orderId, file, file.name), t('pay.voucherUploaded'));
                    return false;
                  }}
                >
                  <Button icon={<UploadOutlined />} type="primary" loading={busy}>
                    {t('pay.voucher')}
                  </Button>
                </Upload>
                <Typography.Text type="secondary">{t('pay.voucherHint')}</Typography.Text>
              </>
            )}
          </Space>
        </Card>
      )}
      {!inReview && (
        <Popconfirm
          title={t('pay.closeConfirm')}
          onConfirm={() => void run(() => closeOrder(orderId), t('pay.closedDone'))}
        >
          <Button danger>{t('pay.close')}</Button>
        </Popconfirm>
      )}
    </Space>
  );
}
