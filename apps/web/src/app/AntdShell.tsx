import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { FeedbackBridge } from './FeedbackBridge';
import { outletKey } from './outletKey';
import { theme } from './theme';

/**
 * antd's theme and locale (following the UI language) and its feedback, around the workspace and the
 * standalone pages. A layout route of its own, loaded with them: the portal never downloads antd (issue 12).
 */
export function AntdShell() {
  const { i18n } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  const english = i18n.language === 'en';

  useEffect(() => {
    dayjs.locale(english ? 'en' : 'zh-cn');
  }, [english]);

  const key = outletKey(
    matches.map((match) => match.id),
    2,
    location.pathname,
  );
  return (
    <ConfigProvider locale={english ? enUS : zhCN} theme={theme}>
      <AntdApp>
        <FeedbackBridge />
        <Outlet key={key} />
      </AntdApp>
    </ConfigProvider>
  );
}
