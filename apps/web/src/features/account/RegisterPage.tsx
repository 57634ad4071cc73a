import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { registerAccount, sendPhoneCode } from '../../api/account';
import { registerByEmail } from '../../api/joining';
import { palette } from '../../ui/palette';
import { setToken } from '../../session/token';
import { AgreementField } from './AgreementField';
import { AuthCard } from './AuthCard';
import { type CodeChannel, CodeChannelSwitch } from './CodeChannelSwitch';
import { type EmailCredentialValues, EmailCodeForm, emailCredentials } from './EmailCodeForm';
import { FormError } from './FormError';
import { PasswordFields } from './PasswordFields';
import { PhoneCodeField } from './PhoneCodeField';
import { PhoneField } from './PhoneField';
import { type PhoneCredentialValues, phoneCredentials } from './phoneCredentials';
import { SmsNotice } from './SmsNotice';
import { useInstallation } from './useInstallation';
import { useSubmission } from './useSubmission';

interface Agreed {
  agreement?: boolean;
}
type RegisterValues = PhoneCredentialValues & Agreed;

/** The inviter's user id from an invitation link; anything else is ignored. */
function invitationOf(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/**
 * /register (spec point 5 "Register"): the new user is signed in straight away. Where phone codes are not texted the
 * page says so and names the ways that work; where mail is configured it registers by e-mail too (ADR 0108).
 */
export default function RegisterPage() {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<RegisterValues>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const installation = useInstallation();
  const [channel, setChannel] = useState<CodeChannel>('phone');
  const invitation = invitationOf(params.get('invitation'));
  const signedIn = (token: string) => {
    setToken(token);
    void navigate('/', { replace: true });
  };
  const { error, setError, submitting, onFinish } = useSubmission(async (values: RegisterValues) => {
    const body = await registerAccount(
      { ...phoneCredentials(values), agreement: values.agreement === true },
      invitation,
    );
    signedIn(body.data.token);
  });
  const mail = installation?.mailConfigured === true;

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      {invitation !== undefined ? (
        <Alert type="info" showIcon title={t('register.invited')} style={{ marginBottom: 20 }} />
      ) : null}
      <SmsNotice
        installation={installation}
        title={t('register.smsNotTexted')}
        body={t(mail ? 'register.smsNotTextedBodyMail' : 'register.smsNotTextedBody')}
      />
      {mail ? <CodeChannelSwitch value={channel} onChange={setChannel} /> : null}
      {mail && channel === 'email' ? (
        <EmailCodeForm<EmailCredentialValues & Agreed>
          scene="register"
          submitLabel={t('register.submit')}
          submit={async (values) => {
            const body = await registerByEmail({ ...emailCredentials(values), agreement: values.agreement === true });
            signedIn(body.data.token);
          }}
        >
          <AgreementField />
        </EmailCodeForm>
      ) : (
        <>
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
            <AgreementField />
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {t('register.submit')}
            </Button>
          </Form>
        </>
      )}
      <div style={{ textAlign: 'center', marginTop: 16, color: palette.textMuted }}>
        {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
      </div>
    </AuthCard>
  );
}
