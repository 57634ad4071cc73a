import { DownOutlined } from '@ant-design/icons';
import { Dropdown, Space, Typography } from 'antd';
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
      <Space data-testid="user-menu" style={{ cursor: 'pointer', color: 'rgba(255,255,255,0.88)', padding: '0 20px' }}>
        <UserAvatar avatar={session?.user.avatar} nickName={nickName} />
        <Typography.Text ellipsis style={{ color: 'inherit', maxWidth: 110 }}>
          {nickName}
        </Typography.Text>
        <DownOutlined style={{ fontSize: 10 }} />
      </Space>
    </Dropdown>
  );
}
