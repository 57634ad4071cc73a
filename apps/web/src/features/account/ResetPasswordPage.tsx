import { App, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { resetPassword, sendPhoneCode } from '../../api/account';
import { resetPasswordByEmail } from '../../api/joining';
import { AuthCard } from './AuthCard';
import { type CodeChannel, CodeChannelSwitch } from './CodeChannelSwitch';
import { EmailCodeForm, emailCredentials } from './EmailCodeForm';
import { FormError } from './FormError';
import { PasswordFields } from './PasswordFields';
import { PhoneCodeField } from './PhoneCodeField';
import { PhoneField } from './PhoneField';
import { type PhoneCredentialValues, phoneCredentials } from './phoneCredentials';
import { SmsNotice } from './SmsNotice';
import { useInstallation } from './useInstallation';
import { useSubmission } from './useSubmission';

/**
 * /resetPassword: a forgotten password, proven by a phone code, or by a mailed one where mail is configured
 * (ADR 0108); every session of the user ends.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<PhoneCredentialValues>();
  const navigate = useNavigate();
  const installation = useInstallation();
  const mail = installation?.mailConfigured === true;
  const [channel, setChannel] = useState<CodeChannel>('phone');
  const done = () => {
    void message.success(t('reset.success'));
    void navigate('/login', { replace: true });
  };
  const { error, setError, submitting, onFinish } = useSubmission(async (values: PhoneCredentialValues) => {
    await resetPassword(phoneCredentials(values));
    done();
  });

  return (
    <AuthCard title={t('reset.title')} subtitle={t(mail ? 'reset.subtitleEmail' : 'reset.subtitle')}>
      <SmsNotice installation={installation} title={t('reset.smsNotTexted')} />
      {mail ? <CodeChannelSwitch value={channel} onChange={setChannel} /> : null}
      {mail && channel === 'email' ? (
        <EmailCodeForm
          scene="resetPwd"
          submitLabel={t('reset.submit')}
          passwordLabel={t('reset.newPassword')}
          submit={async (values) => {
            await resetPasswordByEmail(emailCredentials(values));
            done();
          }}
        />
      ) : (
        <>
          <FormError error={error} />
          <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={onFinish}>
            <PhoneField />
            <PhoneCodeField
              form={form}
              send={(phone, captcha) => sendPhoneCode(phone, 'resetPwd', captcha)}
              onError={setError}
              withCaptcha
            />
            <PasswordFields label={t('reset.newPassword')} />
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {t('reset.submit')}
            </Button>
          </Form>
        </>
      )}
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to="/login">{t('form.backToLogin')}</Link>
      </div>
    </AuthCard>
  );
}
