import { Alert, Button, Checkbox, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { registerAccount, sendPhoneCode } from '../../api/account';
import { setToken } from '../../session/token';
import { AuthCard } from './AuthCard';
import { messageOf } from './formRules';
import { PasswordFields } from './PasswordFields';
import { PhoneCodeField } from './PhoneCodeField';
import { PhoneField } from './PhoneField';

interface RegisterValues {
  phonenumber: string;
  code: string;
  password: string;
  confirmPassword: string;
  agreement?: boolean;
}

/** The inviter's user id from an invitation link; anything else is ignored. */
function invitationOf(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** /register (spec point 5 "Register"): the new user is signed in straight away. */
export default function RegisterPage() {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<RegisterValues>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const invitation = invitationOf(params.get('invitation'));

  async function onFinish(values: RegisterValues) {
    setError(null);
    setSubmitting(true);
    try {
      const body = await registerAccount(
        {
          phonenumber: values.phonenumber.trim(),
          code: values.code.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          agreement: values.agreement === true,
        },
        invitation,
      );
      setToken(body.data.token);
      void navigate('/', { replace: true });
    } catch (failure) {
      setError(messageOf(failure));
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      {invitation !== undefined ? (
        <Alert type="info" showIcon title={t('register.invited')} style={{ marginBottom: 20 }} />
      ) : null}
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 20 }} role="alert" /> : null}
      <Form
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
      >
        <PhoneField />
        <PhoneCodeField form={form} send={(phone) => sendPhoneCode(phone, 'register')} onError={setError} />
        <PasswordFields />
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
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('register.submit')}
        </Button>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 16, color: '#6b7285' }}>
        {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
      </div>
    </AuthCard>
  );
}
