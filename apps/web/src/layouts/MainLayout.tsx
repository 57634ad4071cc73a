import { Layout, Menu } from 'antd';
import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { useAppNavigate } from '../app/navigation';
import { VipEndDialog } from '../features/finance/VipEndDialog';
import { StartupAnnouncement } from '../features/notices/StartupAnnouncement';
import { useUnreadCount } from '../features/notices/queries';
import { useProjectMenu } from '../features/projects/useProjectMenu';
import { useTodoMenu } from '../features/todos/useTodoMenu';
import { useSession } from '../session/store';
import { KeyedOutlet } from '../ui/KeyedOutlet';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { Logo } from '../ui/Logo';
import { menuEntries, splitMenu } from './menuModel';
import { menuItems } from './menuItems';
import { pageTitleKeys } from './pageTitle';
import { UserMenu } from './UserMenu';
import { useWindowHeight } from './useWindowHeight';

const LABS_ENABLED = import.meta.env.VITE_FEATURE_LABS !== 'false';

/** socket.io and the notification stack come in their own chunk, after the workspace shows. */
const RealtimeBridge = lazy(() => import('../features/realtime/RealtimeBridge'));

function currentRouteName(handle: unknown): string | undefined {
  return typeof handle === 'object' && handle !== null && 'name' in handle ? String(handle.name) : undefined;
}

/** The logged-in workspace: left menu, page title and language, the page. */
export function MainLayout() {
  const { t } = useTranslation('nav');
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const height = useWindowHeight();
  const projectMenu = useProjectMenu();
  const todoMenu = useTodoMenu();
  const unread = useUnreadCount().data?.total ?? 0;
  const edition = useSession()?.edition;
  const items = useMemo(() => {
    const { visible, overflow } = splitMenu(menuEntries(LABS_ENABLED, edition), height);
    return menuItems(visible, overflow, t, { project: projectMenu.item, todo: todoMenu });
  }, [height, t, projectMenu.item, todoMenu, edition]);
  const name = currentRouteName(matches[matches.length - 1]?.handle);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={208} style={{ position: 'sticky', top: 0, height: '100vh' }}>
        <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
          <Logo dark />
          <Menu
            theme="dark"
            mode="inline"
            data-testid="main-menu"
            selectedKeys={[pathname]}
            items={items}
            onClick={({ key }) => {
              if (!projectMenu.select(key)) navigate(key);
            }}
            style={{ flex: 1, overflow: 'hidden', borderInlineEnd: 0 }}
          />
          <div style={{ height: 72, display: 'flex', alignItems: 'center' }}>
            <UserMenu unread={unread} />
          </div>
        </div>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            padding: '0 24px',
            borderBottom: '1px solid #eef0f5',
          }}
        >
          <h1 style={{ fontSize: 18, margin: 0, fontWeight: 600 }}>{name ? t(pageTitleKeys(name, search)) : ''}</h1>
          <LanguageSwitch />
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>
          <KeyedOutlet />
        </Layout.Content>
        <StartupAnnouncement />
        <VipEndDialog />
        <Suspense fallback={null}>
          <RealtimeBridge />
        </Suspense>
      </Layout>
    </Layout>
  );
}
