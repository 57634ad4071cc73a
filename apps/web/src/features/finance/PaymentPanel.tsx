import { UploadOutlined } from '@ant-design/icons';
import { OrderStatus, type PayInfo, type PaymentMethod, paymentMethodLabel } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Image,
  Popconfirm,
  QRCode,
  Radio,
  Result,
  Space,
  Typography,
  Upload,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { navigation } from '../../api/client';
import { closeOrder, getPayInfo, payOrder, uploadVoucher, voucherUrl } from '../../api/finance';
import { useAppNavigate } from '../../app/navigation';
import { currentLocale } from '../../i18n';
import { useWrite } from '../../ui/useWrite';
import { OrderSummary } from './OrderSummary';
import { POLL_MS, financeKeys } from './money';

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

/** WeChat Pay Native: the code_url drawn as a QR code in the browser (antd's encoder), to scan and pay. */
function WechatCode({ codeUrl }: { codeUrl: string }) {
  const { t } = useTranslation('finance');
  return (
    <Space direction="vertical" align="center" style={{ width: '100%' }} data-testid="wechat-qr">
      <QRCode value={codeUrl} size={200} type="svg" aria-label={t('pay.wechatQr')} />
      <Alert type="info" showIcon message={t('pay.wechatScan')} />
    </Space>
  );
}

/**
 * Paying one order (issue 16): the method chooser is built from the server's enabled methods; the bank
 * transfer shows the account and takes the voucher, then waits for the review; Alipay sends the browser
 * to its cashier (which sends it back to /user/PaymentSuccess); WeChat Pay shows its QR code while the
 * order is polled. A paid order moves on to /user/PaymentSuccess.
 */
export function PaymentPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation('finance');
  const navigate = useAppNavigate();
  const [method, setMethod] = useState<PaymentMethod | undefined>();
  const [codeUrl, setCodeUrl] = useState<string | null>(null);
  // Pay, upload the voucher, close the order: each said with its own text once done, then the order read again.
  const step = useWrite({
    write: ({ call }: { call: () => Promise<unknown>; done?: string }) => call(),
    success: (_answer, { done }) => done,
    refresh: [financeKeys.all],
  });
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

  /** What the provider answered: go to the cashier, or keep the QR code to show. */
  async function startPayment(method: PaymentMethod) {
    const { start } = (await payOrder(orderId, method)).data;
    if (start.kind === 'redirect') navigation.assign(start.url);
    setCodeUrl(start.kind === 'qrCode' ? start.codeUrl : null);
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
            {!(awaitingVoucher && chosen === 'offline') && chosen && !(codeUrl && chosen === 'wechat') && (
              <Button
                type="primary"
                loading={step.isPending}
                onClick={() => step.mutate({ call: () => startPayment(chosen) })}
              >
                {chosen === 'alipay' ? t('pay.toAlipay') : t('pay.confirm')}
              </Button>
            )}
            {codeUrl && chosen === 'wechat' && <WechatCode codeUrl={codeUrl} />}
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
                    step.mutate({
                      call: () => uploadVoucher(orderId, file, file.name),
                      done: t('pay.voucherUploaded'),
                    });
                    return false;
                  }}
                >
                  <Button icon={<UploadOutlined />} type="primary" loading={step.isPending}>
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
          onConfirm={() => step.mutate({ call: () => closeOrder(orderId), done: t('pay.closedDone') })}
        >
          <Button danger>{t('pay.close')}</Button>
        </Popconfirm>
      )}
    </Space>
  );
}
