import { Button, Checkbox, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { loginWithPhoneCode, sendPhoneCode } from '../../api/account';
import { FormError } from './FormError';
import { PhoneCodeField } from './PhoneCodeField';
import { PhoneField } from './PhoneField';
import { useSubmission } from './useSubmission';

interface CodeLoginValues {
  phonenumber: string;
  code: string;
  agreement?: boolean;
}

/**
 * The /login tab "sign in with a code" (POST /register/phoneCodeAdd, ADR 0020). The agreement is not
 * required here: a registered phone has accepted it already, and the server asks for it for a new phone.
 */
export function CodeLoginForm({ onSignedIn }: { onSignedIn(token: string): void }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<CodeLoginValues>();
  const { error, setError, submitting, onFinish } = useSubmission(async (values: CodeLoginValues) => {
    const body = await loginWithPhoneCode({
      phonenumber: values.phonenumber.trim(),
      code: values.code.trim(),
      agreement: values.agreement === true,
    });
    onSignedIn(body.data.token);
  });

  return (
    <>
      <FormError error={error} />
      <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={onFinish}>
        <PhoneField />
        <PhoneCodeField
          form={form}
          send={(phone, captcha) => sendPhoneCode(phone, 'login', captcha)}
          onError={setError}
          withCaptcha
        />
        <Form.Item name="agreement" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>{t('register.agreement')}</Checkbox>
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
          {t('login.codeHint')}
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('login.submit')}
        </Button>
      </Form>
    </>
  );
}
