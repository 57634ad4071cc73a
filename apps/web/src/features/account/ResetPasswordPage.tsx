import { Alert, App, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { resetPassword, sendPhoneCode } from '../../api/account';
import { AuthCard } from './AuthCard';
import { messageOf } from './formRules';
import { PasswordFields } from './PasswordFields';
import { PhoneCodeField } from './PhoneCodeField';
import { PhoneField } from './PhoneField';

interface ResetValues {
  phonenumber: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** /resetPassword: a forgotten password, proven by a phone code; every session of the user ends. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<ResetValues>();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onFinish(values: ResetValues) {
    setError(null);
    setSubmitting(true);
    try {
      await resetPassword({
        phonenumber: values.phonenumber.trim(),
        code: values.code.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      void message.success(t('reset.success'));
      void navigate('/login', { replace: true });
    } catch (failure) {
      setError(messageOf(failure));
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 20 }} role="alert" /> : null}
      <Form
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
      >
        <PhoneField />
        <PhoneCodeField form={form} send={(phone) => sendPhoneCode(phone, 'resetPwd')} onError={setError} />
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
