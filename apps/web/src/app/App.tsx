import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { FeedbackHost } from './FeedbackHost';
import { queryClient } from './queryClient';
import type { AppRouter } from './router';

/**
 * Providers every page shares: server state, the router and the feedback host. antd's providers come with the
 * pages that use them (AntdShell) or with the first message (FeedbackHost).
 */
export function App({ router }: { router: AppRouter }) {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';

  useEffect(() => {
    document.documentElement.lang = english ? 'en' : 'zh-CN';
  }, [english]);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <FeedbackHost />
    </QueryClientProvider>
  );
}
