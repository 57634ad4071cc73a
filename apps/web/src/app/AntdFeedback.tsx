import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackBridge } from './FeedbackBridge';
import { stillTheme, theme } from './theme';
import { useReducedMotion } from './useReducedMotion';

/**
 * antd's theme and locale (following the UI language) and its message, notification and modal host. Someone
 * whose system asks for reduced motion gets no zooms, slides or fades (ADR 0102).
 */
export function AntdProviders({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation();
  const still = useReducedMotion();
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN} theme={still ? stillTheme : theme}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

/** The feedback host's content: the bridge alone, for messages shown over any page, the portal's too. */
export default function AntdFeedback() {
  return (
    <AntdProviders>
      <FeedbackBridge />
    </AntdProviders>
  );
}
