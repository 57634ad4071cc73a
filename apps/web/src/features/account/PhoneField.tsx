import { MobileOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { phoneRules } from './formRules';

/** The `phonenumber` field with the contract's phone pattern. */
export function PhoneField() {
  const { t } = useTranslation('account');
  return (
    <Form.Item name="phonenumber" label={t('form.phone')} rules={phoneRules(t)}>
      <Input
        prefix={<MobileOutlined />}
        placeholder={t('form.phonePlaceholder')}
        maxLength={11}
        inputMode="tel"
        autoComplete="tel"
      />
    </Form.Item>
  );
}
