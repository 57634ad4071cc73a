import { App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { resetPassword, sendPhoneCode } from '../../api/account';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';
import { PasswordFields } from './PasswordFields';
import { PhoneCodeField } from './PhoneCodeField';
import { PhoneField } from './PhoneField';
import { type PhoneCredentialValues, phoneCredentials } from './phoneCredentials';
import { useSubmission } from './useSubmission';

/** /resetPassword: a forgotten password, proven by a phone code; every session of the user ends. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<PhoneCredentialValues>();
  const navigate = useNavigate();
  const { error, setError, submitting, onFinish } = useSubmission(async (values: PhoneCredentialValues) => {
    await resetPassword(phoneCredentials(values));
    void message.success(t('reset.success'));
    void navigate('/login', { replace: true });
  });

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
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
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to="/login">{t('form.backToLogin')}</Link>
      </div>
    </AuthCard>
  );
}
