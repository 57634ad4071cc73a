import { Button, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { useAppNavigate } from '../app/navigation';
import { LanguageSwitch } from './LanguageSwitch';

function routeName(handle: unknown): string | undefined {
  if (typeof handle === 'object' && handle !== null && 'name' in handle && typeof handle.name === 'string') {
    return handle.name;
  }
  return undefined;
}

/** The honest placeholder for a route whose page a later issue builds (app/pendingPages.ts). */
export default function NotBuiltPage() {
  const { t } = useTranslation(['pages', 'nav', 'common']);
  const { pathname } = useLocation();
  const matches = useMatches();
  const navigate = useAppNavigate();
  const name = routeName(matches[matches.length - 1]?.handle) ?? pathname;
  const title = t(`nav:route.${name}`, { defaultValue: name });
  return (
    <Result
      status="info"
      title={<span data-testid="page-title">{t('pages:notBuilt.title', { name: title })}</span>}
      subTitle={
        <Space direction="vertical" size={4}>
          <span>{t('pages:notBuilt.body')}</span>
          <Typography.Text type="secondary" code>
            {t('pages:notBuilt.route', { path: pathname })}
          </Typography.Text>
        </Space>
      }
      extra={
        <Space>
          <Button type="primary" onClick={() => navigate('/')}>
            {t('common:backHome')}
          </Button>
          <LanguageSwitch />
        </Space>
      }
    />
  );
}
