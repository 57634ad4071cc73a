import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout } from 'antd';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { KeyboardLayer } from '../app/commands/KeyboardLayer';
import { useAppNavigate } from '../app/navigation';
import { MENU_BACKGROUND } from '../app/theme';
import { DemoBanner } from '../features/demo/DemoBanner';
import { VipEndDialog } from '../features/finance/VipEndDialog';
import { CheckInButton } from '../features/points/CheckInButton';
import { ImBubble } from '../features/im/ImBubble';
import { SearchHeaderButton } from '../features/search/SearchHeaderButton';
import { StartupAnnouncement } from '../features/notices/StartupAnnouncement';
import { useUnreadCount } from '../features/notices/queries';
import { useProjectMenu } from '../features/projects/useProjectMenu';
import { useTodoMenu } from '../features/todos/useTodoMenu';
import { useSession } from '../session/store';
import { KeyedOutlet } from '../ui/KeyedOutlet';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { useNarrow } from '../ui/useNarrow';
import { MenuColumn } from './MenuColumn';
import { menuEntries, menuPages, splitMenu } from './menuModel';
import { menuItems } from './menuItems';
import { pageTitleKeys } from './pageTitle';
import { useWindowHeight } from './useWindowHeight';

const LABS_ENABLED = import.meta.env.VITE_FEATURE_LABS !== 'false';

/** socket.io and the notification stack come in their own chunk, after the workspace shows. */
const RealtimeBridge = lazy(() => import('../features/realtime/RealtimeBridge'));

function currentRouteName(handle: unknown): string | undefined {
  return typeof handle === 'object' && handle !== null && 'name' in handle ? String(handle.name) : undefined;
}

/** The phone's menu drawer: as wide as the desktop's sider, never wider than most of the screen. */
const DRAWER_WIDTH = 'min(280px, 85vw)';

/**
 * The logged-in workspace: left menu, page title and language, the page. Below the `md` breakpoint (issue 38,
 * point 3; ADR 0109) the menu column moves into a drawer opened from the header's menu button, and the page keeps
 * the whole width.
 */
export function MainLayout() {
  const { t } = useTranslation('nav');
  const navigate = useAppNavigate();
  const location = useLocation();
  const { pathname, search } = location;
  const matches = useMatches();
  const height = useWindowHeight();
  const narrow = useNarrow();
  const projectMenu = useProjectMenu();
  const todoMenu = useTodoMenu();
  const unreadCount = useUnreadCount().data;
  const unread = unreadCount?.total ?? 0;
  const edition = useSession()?.edition;
  const items = useMemo(() => {
    const { visible, overflow } = splitMenu(menuEntries(LABS_ENABLED, edition), height);
    return menuItems(visible, overflow, t, { project: projectMenu.item, todo: todoMenu });
  }, [height, t, projectMenu.item, todoMenu, edition]);
  // The palette goes to what the menu offers, and to the personal centre and the messages of the user menu.
  const pages = useMemo(
    () =>
      [
        ...menuPages(menuEntries(LABS_ENABLED, edition)),
        { key: 'personal', path: '/user/Personal' },
        { key: 'announcements', path: '/user/message' },
      ].map((page) => ({ path: page.path, label: t(`menu.${page.key}`) })),
    [edition, t],
  );
  const name = currentRouteName(matches[matches.length - 1]?.handle);
  // The drawer belongs to the location it was opened at: any navigation (the menu, the user menu, a link in the
  // page behind) closes it without an effect watching the address.
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  const drawerOpen = narrow && drawerAt === location.key;

  const column = (
    <MenuColumn
      items={items}
      selectedKey={pathname}
      unread={unread}
      unreadWorkOrders={unreadCount?.workOrders ?? 0}
      onSelect={(key) => {
        // Switching project stays on the page, so the drawer closes here rather than by navigation.
        setDrawerAt(null);
        if (!projectMenu.select(key)) navigate(key);
      }}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!narrow && (
        <Layout.Sider width={208} style={{ position: 'sticky', top: 0, height: '100vh' }}>
          {column}
        </Layout.Sider>
      )}
      {narrow && (
        <Drawer
          id="workspace-menu"
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerAt(null)}
          size={DRAWER_WIDTH}
          aria-label={t('layout.menu')}
          closable={{ 'aria-label': t('layout.closeMenu'), placement: 'end' }}
          styles={{
            header: { background: MENU_BACKGROUND, borderBottom: 0, padding: '8px 12px 0' },
            body: { background: MENU_BACKGROUND, padding: 0 },
          }}
          className="workspace-menu-drawer"
        >
          {column}
        </Drawer>
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            background: '#fff',
            display: 'flex',
            alignItems: 'center',
            gap: narrow ? 4 : 16,
            padding: narrow ? '0 8px' : '0 24px',
            borderBottom: '1px solid #eef0f5',
          }}
        >
          {narrow && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('layout.openMenu')}
              aria-expanded={drawerOpen}
              aria-controls={drawerOpen ? 'workspace-menu' : undefined}
              data-testid="menu-button"
              onClick={() => setDrawerAt(location.key)}
            />
          )}
          <h1
            style={{
              flex: 1,
              minWidth: 0,
              fontSize: narrow ? 16 : 18,
              margin: 0,
              fontWeight: 600,
              // A long title ends in an ellipsis on a phone instead of pushing the language switch off-screen.
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {name ? t(pageTitleKeys(name, search)) : ''}
          </h1>
          {/* Points are the hosted service's programme; a self-hosted team's workspace has no use for them. It comes
              first of the header's controls: it appears when the person's points are read, and growing leftwards
              into the title's room it moves nothing (after the search it pushed the search aside, a layout shift). */}
          {edition !== 'self-hosted' && <CheckInButton compact={narrow} />}
          <SearchHeaderButton compact={narrow} />
          <LanguageSwitch compact={narrow} />
        </Layout.Header>
        <DemoBanner />
        <Layout.Content style={{ margin: narrow ? 12 : 24 }}>
          <KeyedOutlet />
        </Layout.Content>
        <KeyboardLayer pages={pages} />
        <StartupAnnouncement />
        <VipEndDialog />
        <Suspense fallback={null}>
          <RealtimeBridge />
        </Suspense>
        <ImBubble />
      </Layout>
    </Layout>
  );
}
