import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loginRedirect } from '../../app/guard';
import { sessionStore, useSession } from '../../session/store';
import { getToken } from '../../session/token';
import { BOARD_BACKGROUND } from './ScaledCanvas';

/**
 * /bigScreenFull and /bigScreenInfo are public routes in the spec (no guard), but a board shows project data:
 * without a session it only offers to sign in (ADR 0062). With a token, the session is loaded here, as the
 * guard does for workspace pages.
 */
export function BoardGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('bigScreen');
  const location = useLocation();
  const session = useSession();
  const token = getToken();
  const info = useQuery({
    queryKey: ['bigScreen', 'session'],
    queryFn: async () => {
      const { getInfo } = await import('../../api/account');
      const body = await getInfo();
      if (body.data?.user) sessionStore.set(body.data);
      return body.data?.user ? body.data : null;
    },
    enabled: Boolean(token) && session === null,
    retry: false,
  });
  if (session) return <>{children}</>;
  if (token && info.isPending) {
    return (
      <div style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', background: BOARD_BACKGROUND }}>
        <Spin size="large" />
      </div>
    );
  }
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Result
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('board.signIn')}</h1>}
        extra={
          <Button type="primary" href={loginRedirect(`${location.pathname}${location.search}`)}>
            {t('board.signInAction')}
          </Button>
        }
      />
    </main>
  );
}
