import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec point 5 "Register": the user agreement must be ticked. */
export function AgreementField() {
  const { t } = useTranslation('account');
  return (
    <Form.Item
      name="agreement"
      valuePropName="checked"
      rules={[
        {
          validator: (_rule, value: unknown) =>
            value === true ? Promise.resolve() : Promise.reject(new Error(t('register.agreementRequired'))),
        },
      ]}
    >
      <Checkbox>{t('register.agreement')}</Checkbox>
    </Form.Item>
  );
}
