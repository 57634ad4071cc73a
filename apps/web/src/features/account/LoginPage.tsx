import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { login } from '../../api/account';
import { palette } from '../../ui/palette';
import { useTypedBeforeHydration } from '../../app/typedBeforeHydration';
import { setToken } from '../../session/token';
import { AuthCard } from './AuthCard';
import { Captcha } from './Captcha';
import { CaptchaInput } from './CaptchaInput';
import { CodeLoginForm } from './CodeLoginForm';
import { FormError } from './FormError';
import { safeRedirect } from './redirect';
import { SocialButtons } from './SocialButtons';
import { useCaptcha } from './useCaptcha';
import { useSubmission } from './useSubmission';

interface LoginValues {
  username: string;
  password: string;
  code?: string;
}

/** The fields a visitor may fill in on the prerendered page before it hydrates (ADR 0090). */
const TYPED_EARLY = ['username', 'password', 'code'] as const;

/** /login (spec points 2, 3 and 5 "Login"). */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<LoginValues>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  useTypedBeforeHydration(form, TYPED_EARLY);
  /** Both tabs end the same way: keep the token, go where the guard sent the visitor from. */
  const signedIn = (token: string) => {
    setToken(token);
    void navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
  const captchaEnabled = captcha.data?.captchaEnabled !== false;
  const {
    error,
    setError,
    submitting,
    onFinish: send,
  } = useSubmission(
    async (values: LoginValues) => {
      const body = await login({
        username: values.username.trim(),
        password: values.password,
        code: captchaEnabled ? (values.code ?? '').trim() : '',
        uuid: captchaEnabled ? (captcha.data?.uuid ?? '') : '',
      });
      signedIn(body.data.token);
    },
    () => {
      // A captcha is single use: a failed attempt needs a fresh one.
      form.setFieldValue('code', '');
      captcha.refresh();
    },
  );

  function onFinish(values: LoginValues) {
    // Spec point 5: the captcha uuid is required too; without it the server could only refuse.
    if (captchaEnabled && !captcha.data?.uuid) {
      setError(t('login.captchaMissing'));
      captcha.refresh();
      return;
    }
    send(values);
  }

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <Tabs
        centered
        items={[
          {
            key: 'password',
            label: t('login.tabPassword'),
            children: (
              <>
                <FormError error={error} />
                {captcha.error ? (
                  <Alert
                    type="warning"
                    showIcon
                    title={t('login.captchaFailed', { message: captcha.error })}
                    style={{ marginBottom: 20 }}
                  />
                ) : null}
                {/* method="dialog": pressing Enter on the prerendered form before it hydrates must not reload the
                    page (a plain GET to /login would drop the redirect and what was typed); antd's handler
                    submits it once live (ADR 0090). */}
                <Form
                  form={form}
                  method="dialog"
                  layout="vertical"
                  size="large"
                  requiredMark={false}
                  onFinish={onFinish}
                >
                  <Form.Item
                    name="username"
                    label={t('login.username')}
                    rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
                  >
                    <Input
                      prefix={<UserOutlined />}
                      placeholder={t('login.usernamePlaceholder')}
                      autoComplete="username"
                    />
                  </Form.Item>
                  <Form.Item
                    name="password"
                    label={t('form.password')}
                    rules={[{ required: true, message: t('login.passwordRequired') }]}
                  >
                    <Input.Password
                      prefix={<LockOutlined />}
                      placeholder={t('login.passwordPlaceholder')}
                      autoComplete="current-password"
                    />
                  </Form.Item>
                  {captchaEnabled ? (
                    <Form.Item label={t('login.captcha')} required>
                      <Space.Compact style={{ width: '100%', gap: 8 }}>
                        <Form.Item
                          name="code"
                          noStyle
                          rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}
                        >
                          <CaptchaInput />
                        </Form.Item>
                        <Captcha captcha={captcha.data} loading={captcha.loading} onRefresh={captcha.refresh} />
                      </Space.Compact>
                    </Form.Item>
                  ) : null}
                  <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: -8, marginBottom: 16 }}>
                    <Link to="/resetPassword">{t('login.forgot')}</Link>
                  </div>
                  <Button type="primary" htmlType="submit" block loading={submitting}>
                    {t('login.submit')}
                  </Button>
                </Form>
              </>
            ),
          },
          { key: 'code', label: t('login.tabCode'), children: <CodeLoginForm onSignedIn={signedIn} /> },
        ]}
      />
      <div style={{ textAlign: 'center', marginTop: 16, color: palette.textMuted }}>
        {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
      </div>
      <SocialButtons onError={setError} />
    </AuthCard>
  );
}
