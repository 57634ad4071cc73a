import { DownOutlined } from '@ant-design/icons';
import { Dropdown, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../app/navigation';
import { logout } from '../session/logout';
import { useSession } from '../session/store';
import { UserAvatar } from '../ui/UserAvatar';

/** Version code 3 (Enterprise) has nothing to upgrade to, so the entry hides (spec point 2). */
const TOP_VERSION_CODE = 3;

/** Spec point 2 "Left menu": upgrade account, personal centre, announcements, work orders, logout. */
export function UserMenu() {
  const { t } = useTranslation('nav');
  const navigate = useAppNavigate();
  const session = useSession();
  const nickName = session?.user.nickName ?? '';
  const items = [
    ...(session?.version.versionCode === TOP_VERSION_CODE
      ? []
      : [{ key: '/user/UpgradeAccount', label: t('menu.upgrade') }]),
    { key: '/user/Personal', label: t('menu.personal') },
    { key: '/user/message', label: t('menu.announcements') },
    { key: '/user/workorder', label: t('menu.workorder') },
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
          <UserAvatar avatar={session?.user.avatar} nickName={nickName} />
        </span>
        <Typography.Text ellipsis style={{ color: 'inherit', maxWidth: 110 }}>
          {nickName}
        </Typography.Text>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  );
}
