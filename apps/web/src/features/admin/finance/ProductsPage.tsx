import { PlusOutlined } from '@ant-design/icons';
import { CATALOGUE_KINDS, type CatalogueKind, type ProductRow } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Modal, Result, Select, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addProduct, editProduct, getProducts } from '../../../api/finance';
import { yuan } from '../../finance';
import { listStatus } from '../../../ui/queryStatus';
import { useWrite } from '../../../ui/useWrite';

const productsKey = ['admin', 'finance', 'products'] as const;

interface ProductForm {
  kind: CatalogueKind;
  nameZh: string;
  nameEn: string;
  priceYuan: number;
  months: number | null;
  credits: number | null;
  enabled: boolean;
}

/**
 * /admin/finance/products (issue 16): the products sold through the order engine besides the plans --
 * resource memberships and AI credits (commodities are the points mall's, ADR 0112). A product is never deleted
 * (orders refer to it), only taken off sale.
 */
export default function ProductsPage() {
  const { t } = useTranslation('finance');
  const list = useQuery({ queryKey: productsKey, queryFn: getProducts });
  const [editing, setEditing] = useState<ProductRow | 'new' | null>(null);
  const [form] = Form.useForm<ProductForm>();
  // Kept in state rather than Form.useWatch, which answers only after the dialog's first render: an OK
  // pressed before then would have validated (and sent) the product without its months or credits.
  const [kind, setKind] = useState<CatalogueKind>('resources');

  function open(target: ProductRow | 'new') {
    form.setFieldsValue(
      target === 'new'
        ? { kind: 'resources', nameZh: '', nameEn: '', priceYuan: 1, months: 12, credits: null, enabled: true }
        : { ...target, priceYuan: target.priceFen / 100 },
    );
    setKind(target === 'new' ? 'resources' : target.kind);
    setEditing(target);
  }

  const save = useWrite({
    write: ({ target, values }: { target: ProductRow | 'new'; values: ProductForm }) => {
      const { priceYuan, ...rest } = values;
      const body = { ...rest, priceFen: Math.round(priceYuan * 100) };
      return target === 'new' ? addProduct(body) : editProduct({ ...body, productId: target.productId });
    },
    success: (saved) => t('products.saved', { name: saved.data.name }),
    refresh: [productsKey],
    onSuccess: () => setEditing(null),
  });

  if (list.error) return <Result status="error" title={list.error.message} />;
  return (
    <Card
      title={t('products.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('products.add')}
        </Button>
      }
    >
      <Table<ProductRow>
        rowKey="productId"
        dataSource={list.data?.data ?? []}
        {...listStatus(list, t('products.empty'))}
        pagination={false}
        columns={[
          { key: 'kind', title: t('products.kind'), render: (_v, row) => t(`products.kinds.${row.kind}`) },
          { key: 'nameZh', title: t('products.nameZh'), render: (_v, row) => row.nameZh },
          { key: 'nameEn', title: t('products.nameEn'), render: (_v, row) => row.nameEn },
          { key: 'price', title: t('pay.amount'), render: (_v, row) => yuan(t, row.priceFen) },
          {
            key: 'amount',
            title: `${t('products.months')} / ${t('products.credits')}`,
            render: (_v, row) => row.months ?? row.credits ?? '-',
          },
          {
            key: 'enabled',
            title: t('products.enabled'),
            render: (_v, row) => (
              <Tag color={row.enabled ? 'success' : 'default'}>
                {row.enabled ? t('products.onSale') : t('products.offSale')}
              </Tag>
            ),
          },
          {
            key: 'actions',
            title: t('orders.actions'),
            render: (_v, row) => (
              <Button
                size="small"
                autoInsertSpace={false}
                aria-label={t('products.editOf', { name: row.name })}
                onClick={() => open(row)}
              >
                {t('products.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('products.add') : t('products.editOf', { name: editing?.name ?? '' })}
        okButtonProps={{ loading: save.isPending }}
        onCancel={() => setEditing(null)}
        // Invalid fields show their messages under themselves.
        onOk={() =>
          void form.validateFields().then(
            (values) => editing && save.mutate({ target: editing, values }),
            () => undefined,
          )
        }
      >
        <Form
          form={form}
          layout="vertical"
          onValuesChange={(changed: Partial<ProductForm>) => changed.kind && setKind(changed.kind)}
        >
          <Form.Item name="kind" label={t('products.kind')} rules={[{ required: true }]}>
            <Select options={CATALOGUE_KINDS.map((value) => ({ value, label: t(`products.kinds.${value}`) }))} />
          </Form.Item>
          <Form.Item name="nameZh" label={t('products.nameZh')} rules={[{ required: true, whitespace: true, max: 60 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="nameEn" label={t('products.nameEn')} rules={[{ required: true, whitespace: true, max: 60 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="priceYuan" label={t('products.price')} rules={[{ required: true }]}>
            <InputNumber min={0.01} max={1_000_000} precision={2} style={{ width: '100%' }} />
          </Form.Item>
          {kind === 'resources' && (
            <Form.Item name="months" label={t('products.months')} rules={[{ required: true }]}>
              <InputNumber min={1} max={120} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          )}
          {(kind === 'chatgpt' || kind === 'midjourney') && (
            <Form.Item name="credits" label={t('products.credits')} rules={[{ required: true }]}>
              <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          )}
          <Form.Item name="enabled" label={t('products.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
