import { INVOICE_STATUSES, type InvoiceAdminRow, type InvoiceStatus, nextInvoiceStatus } from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Modal, Popconfirm, Result, Segmented, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getInvoiceList, moveInvoice } from '../../../api/invoices';
import { yuan } from '../../finance';
import { listStatus } from '../../../ui/queryStatus';

const ALL = 'all';
type Filter = InvoiceStatus | typeof ALL;
const listKey = (filter: Filter) => ['admin', 'finance', 'invoices', filter] as const;

/**
 * /admin/invoices (issue 16, DESIGN.md "/admin/..."): invoices buyers applied for, filtered by status, and
 * moved on one step at a time -- to invoicing, then shipped with the tracking number (ADR 0072).
 */
export default function InvoiceReviewPage() {
  const { t } = useTranslation('finance');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>('applied');
  const list = useQuery({
    queryKey: listKey(filter),
    queryFn: () => getInvoiceList(filter === ALL ? undefined : filter),
  });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [shipping, setShipping] = useState<InvoiceAdminRow | null>(null);
  const [form] = Form.useForm<{ trackingNo: string }>();

  async function move(row: InvoiceAdminRow, to: InvoiceStatus, trackingNo?: string) {
    setBusyId(row.invoiceId);
    try {
      await moveInvoice({ invoiceId: row.invoiceId, to, trackingNo });
      void message.success(
        t('invoiceReview.moved', { orderNo: row.orderNo, status: t(`invoiceReview.statuses.${to}`) }),
      );
      setShipping(null);
      await client.invalidateQueries({ queryKey: ['admin', 'finance', 'invoices'] });
    } catch {
      // Shown by the client (spec point 8).
    } finally {
      setBusyId(null);
    }
  }

  if (list.error) return <Result status="error" title={list.error.message} />;
  return (
    <Card
      title={<h1 style={{ fontSize: 16, margin: 0 }}>{t('invoiceReview.title')}</h1>}
      extra={
        <Segmented<Filter>
          aria-label={t('invoiceReview.filter')}
          value={filter}
          onChange={setFilter}
          options={[
            ...INVOICE_STATUSES.map((status) => ({ value: status, label: t(`invoiceReview.statuses.${status}`) })),
            { value: ALL, label: t('orders.all') },
          ]}
        />
      }
    >
      <Table<InvoiceAdminRow>
        rowKey="invoiceId"
        dataSource={list.data?.data ?? []}
        {...listStatus(list, t('invoiceReview.empty'))}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          { key: 'orderNo', title: t('pay.orderNo'), render: (_v, row) => row.orderNo },
          { key: 'buyer', title: t('review.buyer'), render: (_v, row) => row.buyerName },
          { key: 'amount', title: t('pay.amount'), render: (_v, row) => yuan(t, row.amountFen) },
          {
            key: 'company',
            title: t('invoice.fields.companyName'),
            render: (_v, row) => `${row.companyName} · ${row.taxNumber}`,
          },
          {
            key: 'ship',
            title: t('invoice.fields.shippingAddress'),
            render: (_v, row) => `${row.shippingAddress} · ${row.contact} · ${row.phone}`,
          },
          {
            key: 'status',
            title: t('invoice.status'),
            render: (_v, row) => (
              <Tag>
                {row.statusLabel}
                {row.trackingNo ? ` · ${row.trackingNo}` : ''}
              </Tag>
            ),
          },
          {
            key: 'actions',
            title: t('orders.actions'),
            fixed: 'right',
            render: (_v, row) => {
              const next = nextInvoiceStatus(row.status);
              if (next === 'invoicing') {
                return (
                  <Popconfirm
                    title={t('invoiceReview.startConfirm', { orderNo: row.orderNo })}
                    onConfirm={() => void move(row, 'invoicing')}
                  >
                    <Button size="small" type="primary" loading={busyId === row.invoiceId}>
                      {t('invoiceReview.start')}
                    </Button>
                  </Popconfirm>
                );
              }
              if (next === 'shipped') {
                return (
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => {
                      form.resetFields();
                      setShipping(row);
                    }}
                  >
                    {t('invoiceReview.ship')}
                  </Button>
                );
              }
              return null;
            },
          },
        ]}
      />
      <Modal
        open={shipping !== null}
        title={shipping ? t('invoiceReview.shipTitle', { orderNo: shipping.orderNo }) : ''}
        okText={t('invoiceReview.ship')}
        okButtonProps={{ loading: shipping !== null && busyId === shipping.invoiceId }}
        onCancel={() => setShipping(null)}
        onOk={() => {
          // A missing tracking number is shown under the field; nothing else to do then.
          form.validateFields().then(
            ({ trackingNo }) => {
              if (shipping) void move(shipping, 'shipped', trackingNo.trim());
            },
            () => undefined,
          );
        }}
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="trackingNo"
            label={t('invoice.trackingNo')}
            rules={[{ required: true, whitespace: true, message: t('invoiceReview.trackingRequired') }]}
          >
            <Input maxLength={60} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
