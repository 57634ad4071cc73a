import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { FeedbackBridge } from './FeedbackBridge';
import { createAppRouter } from './router';
import { theme } from './theme';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/** Providers: server state, antd theme and locale (following the UI language), feedback, router. */
export function App() {
  const { i18n } = useTranslation();
  const [router] = useState(createAppRouter);
  const english = i18n.language === 'en';

  useEffect(() => {
    dayjs.locale(english ? 'en' : 'zh-cn');
    document.documentElement.lang = english ? 'en' : 'zh-CN';
  }, [english]);

  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={english ? enUS : zhCN} theme={theme}>
        <AntdApp>
          <FeedbackBridge />
          <RouterProvider router={router} />
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
