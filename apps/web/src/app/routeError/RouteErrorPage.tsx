import { Suspense, lazy, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { AntdAround, type ErrorResultProps } from './errorResult';
import { reloadPage } from './pageReload';
import { PlainErrorResult } from './PlainErrorResult';
import { isChunkLoadError, reloadOnceForNewBuild } from './staleBuild';

/**
 * antd's Result, loaded with the first error page: few sessions ever need it, so it stays out of the workspace's
 * first load. Should its file be gone too (the deployment that broke the page), the plain page stands in.
 */
const AntdErrorResult = lazy(() => import('./AntdErrorResult').catch(() => ({ default: PlainErrorResult })));

/**
 * Issue 28, point 9: every route's error element (router.tsx), instead of React Router's developer screen. A file
 * of an older build that is gone reloads the page once, at the address the person was going to (staleBuild.ts);
 * otherwise, and after that one reload, the page says what happened in the interface language and offers a reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const stale = isChunkLoadError(error);
  const { t } = useTranslation('errors');
  const antdAround = useContext(AntdAround);

  useEffect(() => {
    if (stale) reloadOnceForNewBuild();
  }, [stale]);

  const props: ErrorResultProps = {
    stale,
    title: t(stale ? 'routeError.staleTitle' : 'routeError.title'),
    subtitle: t(stale ? 'routeError.staleSubtitle' : 'routeError.subtitle'),
    reloadLabel: t('routeError.reload'),
    onReload: reloadPage,
  };
  if (!antdAround) return <PlainErrorResult {...props} />;
  return (
    <Suspense fallback={<PlainErrorResult {...props} />}>
      <AntdErrorResult {...props} />
    </Suspense>
  );
}
