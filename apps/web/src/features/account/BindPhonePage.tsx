import { Alert, App, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bindPhone, getInfo, sendBindPhoneCode } from '../../api/account';
import { logout } from '../../session/logout';
import { sessionStore } from '../../session/store';
import { AuthCard } from './AuthCard';
import { messageOf } from './formRules';
import { PasswordFields } from './PasswordFields';
import { PhoneCodeField } from './PhoneCodeField';
import { PhoneField } from './PhoneField';

interface BindValues {
  phonenumber: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** /bindPhone (spec points 2 and 5 "Bind phone"): a signed-in user without a phone sets one and a password. */
export default function BindPhonePage() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<BindValues>();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onFinish(values: BindValues) {
    setError(null);
    setSubmitting(true);
    try {
      await bindPhone({
        phonenumber: values.phonenumber.trim(),
        code: values.code.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      // The guard decides on the loaded user: it must now carry the phone, or it would send us back here.
      const info = await getInfo();
      if (info.data) sessionStore.set(info.data);
      void message.success(t('bindPhone.success'));
      void navigate('/', { replace: true });
    } catch (failure) {
      setError(messageOf(failure));
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={t('bindPhone.title')} subtitle={t('bindPhone.subtitle')}>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 20 }} role="alert" /> : null}
      <Form
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
      >
        <PhoneField />
        <PhoneCodeField form={form} send={sendBindPhoneCode} onError={setError} />
        <PasswordFields />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('bindPhone.submit')}
        </Button>
      </Form>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Button
          type="link"
          onClick={() =>
            void logout()
              .catch(() => undefined)
              .then(() => navigate('/login', { replace: true }))
          }
        >
          {t('bindPhone.logout')}
        </Button>
      </div>
    </AuthCard>
  );
}
