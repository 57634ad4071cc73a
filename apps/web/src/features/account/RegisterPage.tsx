import { Alert, Button, Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { registerAccount, sendPhoneCode } from '../../api/account';
import { palette } from '../../app/theme';
import { setToken } from '../../session/token';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';
import { PasswordFields } from './PasswordFields';
import { PhoneCodeField } from './PhoneCodeField';
import { PhoneField } from './PhoneField';
import { type PhoneCredentialValues, phoneCredentials } from './phoneCredentials';
import { useSubmission } from './useSubmission';

interface RegisterValues extends PhoneCredentialValues {
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
  const invitation = invitationOf(params.get('invitation'));
  const { error, setError, submitting, onFinish } = useSubmission(async (values: RegisterValues) => {
    const body = await registerAccount(
      { ...phoneCredentials(values), agreement: values.agreement === true },
      invitation,
    );
    setToken(body.data.token);
    void navigate('/', { replace: true });
  });

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      {invitation !== undefined ? (
        <Alert type="info" showIcon title={t('register.invited')} style={{ marginBottom: 20 }} />
      ) : null}
      <FormError error={error} />
      <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={onFinish}>
        <PhoneField />
        <PhoneCodeField
          form={form}
          send={(phone, captcha) => sendPhoneCode(phone, 'register', captcha)}
          onError={setError}
          withCaptcha
        />
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
      <div style={{ textAlign: 'center', marginTop: 16, color: palette.textMuted }}>
        {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
      </div>
    </AuthCard>
  );
}
