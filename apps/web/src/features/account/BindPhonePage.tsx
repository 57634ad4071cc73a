import { App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bindPhone, getInfo, sendBindPhoneCode } from '../../api/account';
import { logout } from '../../session/logout';
import { sessionStore } from '../../session/store';
import { AuthCard } from './AuthCard';
import { FormError } from './FormError';
import { PasswordFields } from './PasswordFields';
import { PhoneCodeField } from './PhoneCodeField';
import { PhoneField } from './PhoneField';
import { type PhoneCredentialValues, phoneCredentials } from './phoneCredentials';
import { useSubmission } from './useSubmission';

/** /bindPhone (spec points 2 and 5 "Bind phone"): a signed-in user without a phone sets one and a password. */
export default function BindPhonePage() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<PhoneCredentialValues>();
  const navigate = useNavigate();
  const { error, setError, submitting, onFinish } = useSubmission(async (values: PhoneCredentialValues) => {
    await bindPhone(phoneCredentials(values));
    // The guard decides on the loaded user: it must now carry the phone, or it would send us back here.
    const info = await getInfo();
    if (info.data) sessionStore.set(info.data);
    void message.success(t('bindPhone.success'));
    // Back to the workspace the guard sent them from: it shares this page's antd shell, so the toast stays up
    // (the portal's home has no antd, and would drop it).
    void navigate('/index', { replace: true });
  });

  return (
    <AuthCard title={t('bindPhone.title')} subtitle={t('bindPhone.subtitle')}>
      <FormError error={error} />
      <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={onFinish}>
        <PhoneField />
        <PhoneCodeField form={form} send={sendBindPhoneCode} onError={setError} withCaptcha={false} />
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
