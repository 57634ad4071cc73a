import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { grantSupport } from '../../../api/workOrders';
import { workOrderKeys } from '../../workOrders/workOrderKeys';

interface GrantValues {
  account: string;
}

/** A platform administrator makes someone support staff, naming the account as people say it: user name or phone. */
export function GrantSupportForm() {
  const { t } = useTranslation('desk');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<GrantValues>();
  const [granting, setGranting] = useState(false);

  async function grant({ account }: GrantValues) {
    setGranting(true);
    try {
      const person = (await grantSupport(account.trim())).data;
      void message.success(t('staff.granted', { name: person.nickName }));
      form.resetFields();
      await client.invalidateQueries({ queryKey: workOrderKeys.all });
    } catch {
      // Shown by the client (spec point 8): no such account, or already support staff.
    } finally {
      setGranting(false);
    }
  }

  return (
    <Form<GrantValues>
      form={form}
      name="grantSupport"
      layout="inline"
      aria-label={t('staff.grantTitle')}
      style={{ rowGap: 12 }}
      onFinish={(values) => void grant(values)}
    >
      <Form.Item
        name="account"
        label={t('staff.account')}
        rules={[{ required: true, whitespace: true, message: t('staff.accountRequired') }]}
      >
        <Input maxLength={64} placeholder={t('staff.accountPlaceholder')} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={granting}>
          {t('staff.grant')}
        </Button>
      </Form.Item>
    </Form>
  );
}
