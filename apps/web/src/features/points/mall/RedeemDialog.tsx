import {
  ADDRESS_MAX,
  PHONE_PATTERN,
  RECIPIENT_MAX,
  REDEEM_QUANTITY_MAX,
  redemptionPoints,
  redemptionProblem,
} from '@questline/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Descriptions, Form, Input, InputNumber, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../../app/navigation';
import { getCommodityPayInfo, redeemCommodity } from '../../../api/mall';
import { mallKeys } from './mallKeys';
import { useWrite } from '../../../ui/useWrite';

interface RedeemForm {
  quantity: number;
  recipient: string;
  phone: string;
  address: string;
}

/**
 * Spec point 5 "Points mall order": the commodity as it is now (stock and price read again), what it costs against
 * the balance, and the recipient, phone and address it ships to, all required. The server decides again in one
 * transaction; the page only says beforehand what the server would refuse.
 */
export function RedeemDialog({ commodityId, onClose }: { commodityId: number; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useAppNavigate();
  const [form] = Form.useForm<RedeemForm>();
  // Undefined until the form mounts its fields.
  const quantity = Form.useWatch<number | undefined>('quantity', form) ?? 1;
  const info = useQuery({
    queryKey: mallKeys.payInfo(commodityId),
    queryFn: async () => (await getCommodityPayInfo(commodityId)).data,
    staleTime: 0,
  });
  const commodity = info.data?.commodity;
  const problem = info.data
    ? redemptionProblem({
        stock: info.data.commodity.stock,
        pointsPrice: info.data.commodity.pointsPrice,
        quantity,
        balance: info.data.balance,
      })
    : null;

  const redemption = useWrite({
    write: (values: RedeemForm) => redeemCommodity({ commodityId, ...values }),
    onSuccess: (order) => {
      void message.success(t('mall.redeemed', { orderNo: order.data.orderNo }));
      onClose();
      navigate('/user/forpoint');
    },
    // After a refusal too: the stock or balance it refused on is read again.
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['points'] });
      await client.invalidateQueries({ queryKey: mallKeys.all });
    },
  });
  const saving = redemption.isPending;
  const redeem = (values: RedeemForm) => redemption.mutate(values);

  return (
    <Modal
      open
      title={commodity ? t('mall.redeemTitle', { name: commodity.name }) : t('mall.redeem')}
      okText={t('mall.confirmRedeem')}
      okButtonProps={{ loading: saving, disabled: !info.data || problem !== null }}
      onCancel={onClose}
      // Invalid fields show their messages under themselves.
      onOk={() => void form.validateFields().then(redeem, () => undefined)}
    >
      {!info.data ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'price',
                label: t('mall.price'),
                children: t('mall.points', { count: info.data.commodity.pointsPrice }),
              },
              { key: 'stock', label: t('mall.stock'), children: info.data.commodity.stock },
              {
                key: 'cost',
                label: t('mall.cost'),
                children: t('mall.points', { count: redemptionPoints(info.data.commodity.pointsPrice, quantity) }),
              },
              { key: 'balance', label: t('mall.balance'), children: t('mall.points', { count: info.data.balance }) },
            ]}
          />
          {problem && (
            <Alert type="warning" showIcon style={{ margin: '12px 0' }} title={t(`mall.problems.${problem}`)} />
          )}
          <Form<RedeemForm>
            form={form}
            layout="vertical"
            initialValues={{ quantity: 1, recipient: '', phone: '', address: '' }}
            style={{ marginTop: 12 }}
          >
            <Form.Item name="quantity" label={t('mall.quantity')} rules={[{ required: true }]}>
              <InputNumber
                min={1}
                max={Math.max(1, Math.min(REDEEM_QUANTITY_MAX, info.data.commodity.stock))}
                precision={0}
                style={{ width: 120 }}
              />
            </Form.Item>
            <Form.Item
              name="recipient"
              label={t('mall.recipient')}
              rules={[{ required: true, whitespace: true, message: t('mall.recipientRequired') }]}
            >
              <Input maxLength={RECIPIENT_MAX} autoComplete="name" />
            </Form.Item>
            <Form.Item
              name="phone"
              label={t('mall.phone')}
              rules={[
                { required: true, message: t('mall.phoneRequired') },
                { pattern: PHONE_PATTERN, message: t('mall.phoneIncorrect') },
              ]}
            >
              <Input maxLength={11} inputMode="tel" autoComplete="tel-national" />
            </Form.Item>
            <Form.Item
              name="address"
              label={t('mall.address')}
              rules={[{ required: true, whitespace: true, message: t('mall.addressRequired') }]}
            >
              <Input.TextArea
                maxLength={ADDRESS_MAX}
                autoSize={{ minRows: 2, maxRows: 4 }}
                autoComplete="street-address"
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
