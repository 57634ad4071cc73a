import {
  INVOICE_FIELDS,
  type InvoiceField,
  type InvoiceFields,
  type InvoiceRow,
  formatMessage,
  invoiceFieldProblem,
  invoiceFieldRequired,
  invoiceStatusLabel,
} from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input, Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyInvoice, getInvoice } from '../../api/invoices';
import { currentLocale } from '../../i18n';
import { formatInstant } from '../../ui/format';
import { useWrite } from '../../ui/useWrite';
import { financeKeys } from './money';

const heading = (text: string) => <h2 style={{ fontSize: 16, margin: 0 }}>{text}</h2>;
const LONG_FIELDS: readonly InvoiceField[] = ['registeredAddress', 'shippingAddress'];

function InvoiceStatus({ invoice }: { invoice: InvoiceRow }) {
  const { t } = useTranslation('finance');
  const locale = currentLocale();
  return (
    <>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('invoice.status')}>
          <Tag data-testid="invoice-status">{invoice.statusLabel}</Tag>
        </Descriptions.Item>
        {invoice.trackingNo && (
          <Descriptions.Item label={t('invoice.trackingNo')}>{invoice.trackingNo}</Descriptions.Item>
        )}
        {INVOICE_FIELDS.map((field) => (
          <Descriptions.Item key={field} label={t(`invoice.fields.${field}`)}>
            {invoice[field]}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Timeline
        style={{ marginTop: 24 }}
        items={invoice.log.map((change, index) => ({
          key: index,
          children: (
            <span>
              {invoiceStatusLabel(locale, change.toStatus)} · {formatInstant(change.createTime)}
              {change.byName ? ` · ${t('info.by', { name: change.byName })}` : ''}
            </span>
          ),
        }))}
      />
    </>
  );
}

/**
 * The invoice of a paid order (issue 16, spec point 5 "Invoice"): the application form, checked field by
 * field with the contract's byte rules and their messages in the page's language, then the invoice's
 * status and history.
 */
export function InvoicePanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation('finance');
  const [form] = Form.useForm<InvoiceFields>();
  const apply = useWrite({
    write: (fields: InvoiceFields) => applyInvoice({ orderId, ...fields }),
    success: t('invoice.applied'),
    refresh: [financeKeys.invoice(orderId)],
  });
  const invoice = useQuery({ queryKey: financeKeys.invoice(orderId), queryFn: () => getInvoice(orderId) });

  if (!invoice.data) return <Card title={heading(t('invoice.title'))} loading={invoice.isLoading} />;
  const current = invoice.data.data;
  if (current) {
    return (
      <Card title={heading(t('invoice.title'))}>
        <InvoiceStatus invoice={current} />
      </Card>
    );
  }

  return (
    <Card title={heading(t('invoice.apply'))}>
      <Form<InvoiceFields> form={form} layout="vertical" onFinish={(fields) => apply.mutate(fields)}>
        {INVOICE_FIELDS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`invoice.fields.${field}`)}
            required={invoiceFieldRequired(field)}
            initialValue=""
            rules={[
              {
                validator: (_rule, value: string | undefined) => {
                  const problem = invoiceFieldProblem(field, value ?? '');
                  return problem
                    ? Promise.reject(new Error(formatMessage(currentLocale(), problem.key, problem.params)))
                    : Promise.resolve();
                },
              },
            ]}
          >
            {LONG_FIELDS.includes(field) ? <Input.TextArea autoSize={{ minRows: 2 }} /> : <Input />}
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={apply.isPending}>
          {t('invoice.submit')}
        </Button>
      </Form>
    </Card>
  );
}
