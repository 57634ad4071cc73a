import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { AntdProviders } from './AntdFeedback';
import { focusFirstFieldOfDialogs } from './dialogFocus';
import { mountFeedback } from './FeedbackHost';
import { outletKey } from '../ui/outletKey';
import { AntdAround } from './routeError/errorResult';

/**
 * antd's theme and locale around the workspace and the standalone pages: a layout route of its own, loaded
 * with them, so the portal never downloads antd (issue 12). Messages come from the root's FeedbackHost. A route
 * inside that fails shows antd's Result (AntdAround, issue 28).
 */
export function AntdShell() {
  const { i18n } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  const english = i18n.language === 'en';

  useEffect(() => {
    dayjs.locale(english ? 'en' : 'zh-cn');
  }, [english]);
  useEffect(mountFeedback, []);
  useEffect(() => focusFirstFieldOfDialogs(), []);

  const key = outletKey(
    matches.map((match) => match.id),
    2,
    location.pathname,
  );
  return (
    <AntdProviders>
      <AntdAround.Provider value>
        <Outlet key={key} />
      </AntdAround.Provider>
    </AntdProviders>
  );
}
