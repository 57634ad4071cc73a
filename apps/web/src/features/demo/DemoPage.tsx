import { useQuery } from '@tanstack/react-query';
import { Button, Result, Space, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { startDemo } from '../../api/demo';
import { getToken, setToken } from '../../session/token';
import { PublicShareFrame } from '../../ui/share/PublicShareFrame';
import { AFTER_SIGN_IN } from '../account';

/**
 * /demo (issue 39, ADR 0121): one click from the portal into a sandbox of the demo team of the visitor's own, signed
 * in as its owner. A visitor already signed in (a demo in progress, or an account) goes to the workspace instead of
 * opening another sandbox over their session.
 */
export default function DemoPage() {
  const { t } = useTranslation('demo');
  const navigate = useNavigate();
  const signedIn = getToken() !== undefined;
  // A query, so the sandbox is opened once however often the page renders (React's development double render too).
  const start = useQuery({
    queryKey: ['demo', 'start'],
    queryFn: startDemo,
    enabled: !signedIn,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const token = start.data?.data.token;
  useEffect(() => {
    if (token) setToken(token);
    if (token || signedIn) void navigate(AFTER_SIGN_IN, { replace: true });
  }, [token, signedIn, navigate]);

  return (
    <PublicShareFrame note={t('page.note')} maxWidth={720}>
      {start.isError ? (
        <Result
          status="info"
          title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('page.cannotStart')}</h1>}
          subTitle={<span role="alert">{start.error.message}</span>}
          extra={
            <Space wrap style={{ justifyContent: 'center' }}>
              <Button type="primary" onClick={() => void navigate('/register')}>
                {t('page.register')}
              </Button>
              <Button onClick={() => void start.refetch()}>{t('page.retry')}</Button>
              <Button onClick={() => void navigate('/')}>{t('page.home')}</Button>
            </Space>
          }
        />
      ) : (
        <div style={{ textAlign: 'center', padding: '48px 0' }}>
          <h1 style={{ fontSize: 22 }}>{t('page.preparing')}</h1>
          <Spin size="large" aria-label={t('page.preparing')} />
        </div>
      )}
    </PublicShareFrame>
  );
}
