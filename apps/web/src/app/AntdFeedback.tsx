import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackBridge } from './FeedbackBridge';
import { stillTheme, theme } from './theme';
import { useReducedMotion } from './useReducedMotion';

/** The click ripple antd draws on buttons and the like, off for someone who asks for reduced motion. */
const NO_WAVE = { disabled: true };

/**
 * antd's theme and locale (following the UI language) and its message, notification and modal host. Someone
 * whose system asks for reduced motion gets no zooms, slides or fades, and no ripple after a click (ADR 0102).
 *
 * antd puts a motion provider around a ConfigProvider's children only from the first render where its motion
 * differs from the one around it, so switching motion off after the first render (a prerendered /login hydrates
 * with motion, then reads the system's setting) changed the tree's shape and remounted the page, emptying what
 * had been typed into it (issue 40). The outer provider holds the opposite of the first render's motion, so the
 * inner one wraps from its first render on and keeps its shape whatever the setting becomes.
 */
export function AntdProviders({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation();
  const still = useReducedMotion();
  const [aroundFirstRender] = useState(() => ({ token: { motion: still } }));
  return (
    <ConfigProvider theme={aroundFirstRender}>
      <ConfigProvider
        locale={i18n.language === 'en' ? enUS : zhCN}
        theme={still ? stillTheme : theme}
        wave={still ? NO_WAVE : undefined}
      >
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
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
