import { Button, Layout, Menu, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../app/navigation';
import { getToken } from '../session/token';
import { KeyedOutlet } from '../ui/KeyedOutlet';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { Logo } from '../ui/Logo';
import { palette } from '../app/theme';

/** Spec point 2: the public portal pages share this layout. */
const PORTAL_NAV = [
  ['/home', 'home'],
  ['/functions', 'functions'],
  ['/price', 'price'],
  ['/deploylocally', 'deploylocally'],
  ['/clientside', 'clientside'],
  ['/about', 'about'],
  ['/updateLog', 'updateLog'],
] as const;

export function PortalLayout() {
  const { t } = useTranslation(['nav', 'common']);
  const navigate = useAppNavigate();
  const { pathname } = useLocation();
  const signedIn = getToken() !== undefined;
  const selected = pathname === '/' ? '/home' : pathname;

  return (
    <Layout style={{ minHeight: '100vh', background: '#fff' }}>
      <Layout.Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          display: 'flex',
          alignItems: 'center',
          gap: 24,
          background: 'rgba(255,255,255,0.96)',
          borderBottom: '1px solid #eef0f5',
          padding: '0 32px',
        }}
      >
        <Logo />
        <Menu
          mode="horizontal"
          data-testid="portal-nav"
          selectedKeys={[selected]}
          items={PORTAL_NAV.map(([path, name]) => ({ key: path, label: t(`nav:route.${name}`) }))}
          onClick={({ key }) => navigate(key)}
          style={{ flex: 1, minWidth: 0, borderBottom: 0, background: 'transparent' }}
        />
        <Space>
          <LanguageSwitch />
          {signedIn ? (
            <Button type="primary" onClick={() => navigate('/index')}>
              {t('nav:route.index')}
            </Button>
          ) : (
            <>
              <Button onClick={() => navigate('/login')}>{t('common:login')}</Button>
              <Button type="primary" onClick={() => navigate('/register')}>
                {t('common:register')}
              </Button>
            </>
          )}
        </Space>
      </Layout.Header>
      <Layout.Content style={{ padding: '48px 32px', maxWidth: 1200, width: '100%', margin: '0 auto' }}>
        <KeyedOutlet />
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', color: palette.textMuted, background: '#f7f8fc' }}>
        © {new Date().getFullYear()} {t('common:appName')} · {t('common:tagline')}
      </Layout.Footer>
    </Layout>
  );
}
