import { DownOutlined } from '@ant-design/icons';
import { Badge, Dropdown, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { worksInAdminArea } from '../app/guard';
import { useAppNavigate } from '../app/navigation';
import { logout } from '../session/logout';
import { useSession } from '../session/store';
import { UserAvatar } from '../ui/UserAvatar';

/** Version code 3 (Enterprise) has nothing to upgrade to, so the entry hides (spec point 2). */
const TOP_VERSION_CODE = 3;

/**
 * Spec point 2 "Left menu": upgrade account and the points mall (only on the hosted edition, ADR 0103), personal
 * centre, announcements, work orders, logout; platform administrators and support staff also reach the
 * administration area (DESIGN.md "/admin/..."). `unread` (spec point 4) puts a dot on the avatar and a count on the
 * announcements entry; `unreadWorkOrders` (issue 31) a count on the work-order entry.
 */
export function UserMenu({ unread = 0, unreadWorkOrders = 0 }: { unread?: number; unreadWorkOrders?: number }) {
  const { t } = useTranslation('nav');
  const { t: tNotices } = useTranslation('notices');
  const navigate = useAppNavigate();
  const session = useSession();
  const nickName = session?.user.nickName ?? '';
  const selfHosted = session?.edition === 'self-hosted';
  const items = [
    ...(selfHosted || session?.version.versionCode === TOP_VERSION_CODE
      ? []
      : [{ key: '/user/UpgradeAccount', label: t('menu.upgrade') }]),
    ...(selfHosted ? [] : [{ key: '/user/integralPage', label: t('menu.pointsMall') }]),
    { key: '/user/Personal', label: t('menu.personal') },
    {
      key: '/user/message',
      label: (
        <Badge count={unread} size="small" offset={[10, 0]}>
          {t('menu.announcements')}
        </Badge>
      ),
    },
    {
      key: '/user/workorder',
      label: (
        <Badge count={unreadWorkOrders} size="small" offset={[10, 0]}>
          {t('menu.workorder')}
        </Badge>
      ),
    },
    // Issue 35 (ADR 0128): one entry to the administration area, whose navigation lists what the role opens.
    ...(session && worksInAdminArea(session) ? [{ key: '/admin', label: t('menu.admin') }] : []),
    { type: 'divider' as const },
    { key: 'logout', label: t('menu.logout'), danger: true },
  ];
  return (
    <Dropdown
      trigger={['click']}
      placement="topLeft"
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'logout') void logout().then(() => navigate('/login'));
          else navigate(key);
        },
      }}
    >
      {/* A real button, so the menu opens from the keyboard as well as by pointer. */}
      <button
        type="button"
        data-testid="user-menu"
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          cursor: 'pointer',
          color: 'rgba(255,255,255,0.88)',
          margin: '0 12px',
          padding: '4px 8px',
          background: 'transparent',
          border: 0,
          borderRadius: 8,
          font: 'inherit',
        }}
      >
        {/* The name is the visible nick name; the avatar repeats it and stays out of the name. */}
        <span aria-hidden style={{ display: 'inline-flex' }}>
          <Badge dot={unread > 0} data-testid="unread-dot" offset={[-2, 2]}>
            <UserAvatar avatar={session?.user.avatar} nickName={nickName} />
          </Badge>
        </span>
        <Typography.Text ellipsis style={{ color: 'inherit', maxWidth: 110 }}>
          {nickName}
        </Typography.Text>
        {unread > 0 && <span className="visually-hidden">{tNotices('userMenu.unread', { count: unread })}</span>}
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  );
}
