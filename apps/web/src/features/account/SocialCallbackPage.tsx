import type { SocialProvider } from '@questline/contract';
import { App, Button, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { socialBind, socialLogin } from '../../api/social';
import { setToken } from '../../session/token';
import { AuthCard } from './AuthCard';
import { messageOf } from './formRules';
import { AFTER_SIGN_IN } from './redirect';

type Outcome = { kind: 'working' } | { kind: 'notBound'; nickName: string } | { kind: 'failed'; message: string };

/**
 * /back/weichat and /back/qq (spec point 6): the provider sends the browser
 * here with code and state; `bind=1` marks a binding started in the personal centre.
 */
export function SocialCallbackPage({ provider }: { provider: SocialProvider }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const started = useRef(false);
  const providerName = t(`social.providers.${provider}`);
  const binding = params.get('bind') === '1';
  const code = params.get('code');
  const state = params.get('state');

  useEffect(() => {
    // The provider's code is single use: a second call (StrictMode, re-render) would fail.
    if (started.current || !code || !state) return;
    started.current = true;
    const run = async () => {
      if (binding) {
        await socialBind(provider, { code, state });
        void message.success(t('social.bindSuccess', { provider: providerName }));
        void navigate('/user/Personal', { replace: true });
        return;
      }
      const body = await socialLogin(provider, { code, state });
      if (body.data.token) {
        setToken(body.data.token);
        void navigate(AFTER_SIGN_IN, { replace: true });
        return;
      }
      setOutcome({ kind: 'notBound', nickName: body.data.socialNickName ?? '' });
    };
    run().catch((error: unknown) => setOutcome({ kind: 'failed', message: messageOf(error) }));
  }, [binding, code, message, navigate, provider, providerName, state, t]);
  const shown: Outcome = !code || !state ? { kind: 'failed', message: t('social.missingCode') } : outcome;

  if (shown.kind === 'working') {
    return (
      <AuthCard title={t(binding ? 'social.binding' : 'social.working', { provider: providerName })}>
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin size="large" />
        </div>
      </AuthCard>
    );
  }
  if (shown.kind === 'notBound') {
    return (
      <AuthCard title={t('social.notBoundTitle', { provider: providerName })}>
        <Result
          status="info"
          style={{ padding: '8px 0 0' }}
          subTitle={
            <span data-testid="social-not-bound">
              {t('social.notBoundBody', { provider: providerName, name: shown.nickName || t('social.unknownName') })}
            </span>
          }
          extra={[
            <Button key="login" type="primary" onClick={() => void navigate('/login')}>
              {t('social.signIn')}
            </Button>,
            <Button key="register" onClick={() => void navigate('/register')}>
              {t('social.register')}
            </Button>,
          ]}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t(binding ? 'social.bindFailedTitle' : 'social.failedTitle', { provider: providerName })}>
      <Result
        status="error"
        style={{ padding: '8px 0 0' }}
        subTitle={<span role="alert">{shown.message}</span>}
        extra={
          binding ? (
            <Link to="/user/Personal">{t('social.backToPersonal')}</Link>
          ) : (
            <Link to="/login">{t('social.backToLogin')}</Link>
          )
        }
      />
    </AuthCard>
  );
}
