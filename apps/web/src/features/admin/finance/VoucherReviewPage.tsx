import { type VoucherReviewRow } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Image, Input, Modal, Popconfirm, Result, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approveVoucher, getVoucherReviews, rejectVoucher, voucherUrl } from '../../../api/finance';
import { yuan } from '../../finance';
import { listStatus } from '../../../ui/queryStatus';

const reviewKey = ['admin', 'finance', 'vouchers'] as const;

/**
 * /admin/finance/vouchers (issue 16, DESIGN.md "/admin/..."): bank transfer vouchers waiting for review.
 * Approving settles the order as paid (the plan applies at once); rejecting sends it back to the buyer
 * with the reason.
 */
export default function VoucherReviewPage() {
  const { t } = useTranslation('finance');
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useQuery({ queryKey: reviewKey, queryFn: getVoucherReviews });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<VoucherReviewRow | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  async function act(row: VoucherReviewRow, work: () => Promise<unknown>, done: string) {
    setBusyId(row.orderId);
    try {
      await work();
      void message.success(t(done, { orderNo: row.orderNo }));
      setRejecting(null);
      await client.invalidateQueries({ queryKey: reviewKey });
    } catch {
      // Shown by the client (spec point 8).
    } finally {
      setBusyId(null);
    }
  }

  if (list.error) return <Result status="error" title={list.error.message} />;
  return (
    <Card title={t('review.title')}>
      <Table<VoucherReviewRow>
        rowKey="orderId"
        dataSource={list.data?.data ?? []}
        {...listStatus(list, t('review.empty'))}
        pagination={false}
        columns={[
          { key: 'orderNo', title: t('pay.orderNo'), render: (_v, row) => row.orderNo },
          { key: 'buyer', title: t('review.buyer'), render: (_v, row) => row.buyerName },
          { key: 'product', title: t('pay.product'), render: (_v, row) => row.productName },
          { key: 'amount', title: t('pay.amount'), width: 120, render: (_v, row) => yuan(t, row.amountFen) },
          {
            key: 'voucher',
            title: t('review.voucher'),
            width: 110,
            render: (_v, row) => (
              <Image width={72} src={voucherUrl(row.orderId)} alt={t('review.voucherOf', { orderNo: row.orderNo })} />
            ),
          },
          {
            key: 'actions',
            title: t('orders.actions'),
            width: 220,
            render: (_v, row) => (
              <Space size={4} wrap>
                <Popconfirm
                  title={t('review.approveConfirm', { amount: yuan(t, row.amountFen), buyer: row.buyerName })}
                  onConfirm={() => void act(row, () => approveVoucher(row.orderId), 'review.approved')}
                >
                  <Button size="small" type="primary" loading={busyId === row.orderId}>
                    {t('review.approve')}
                  </Button>
                </Popconfirm>
                <Button
                  size="small"
                  danger
                  onClick={() => {
                    form.resetFields();
                    setRejecting(row);
                  }}
                >
                  {t('review.reject')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={rejecting !== null}
        title={rejecting ? t('review.rejectTitle', { orderNo: rejecting.orderNo }) : ''}
        okText={t('review.reject')}
        okButtonProps={{ danger: true, loading: rejecting !== null && busyId === rejecting.orderId }}
        onCancel={() => setRejecting(null)}
        onOk={() => {
          // A missing reason is shown under the field; nothing else to do then.
          form.validateFields().then(
            ({ reason }) => {
              if (rejecting)
                void act(rejecting, () => rejectVoucher(rejecting.orderId, reason.trim()), 'review.rejected');
            },
            () => undefined,
          );
        }}
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t('review.reason')}
            rules={[{ required: true, whitespace: true, message: t('review.reasonRequired') }]}
          >
            <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2 }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
