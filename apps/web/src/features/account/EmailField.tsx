import { MailOutlined } from '@ant-design/icons';
import { isEmail } from '@questline/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** An e-mail address as `email`, checked with the contract's rule before anything is sent (ADR 0108). */
export function EmailField() {
  const { t } = useTranslation('account');
  return (
    <Form.Item
      name="email"
      label={t('form.email')}
      rules={[
        { required: true, whitespace: true, message: t('form.emailRequired') },
        {
          validator: (_rule, value: unknown) =>
            typeof value !== 'string' || value.trim() === '' || isEmail(value.trim())
              ? Promise.resolve()
              : Promise.reject(new Error(t('form.emailInvalid'))),
        },
      ]}
    >
      <Input
        prefix={<MailOutlined />}
        placeholder={t('form.emailPlaceholder')}
        autoComplete="email"
        inputMode="email"
      />
    </Form.Item>
  );
}
