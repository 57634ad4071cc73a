import { Menu, type MenuProps } from 'antd';
import { Logo } from '../ui/Logo';
import { UserMenu } from './UserMenu';

/**
 * The workspace's menu column: brand, the left menu, the user menu at its foot. The desktop's sider and the
 * phone's drawer both hold this one column (issue 38, point 3), so they never differ in what they offer.
 */
export function MenuColumn({
  items,
  selectedKey,
  unread,
  unreadWorkOrders = 0,
  onSelect,
}: {
  items: MenuProps['items'];
  selectedKey: string;
  unread: number;
  /** Unread news about work orders (issue 31): counted on the user menu's entry. */
  unreadWorkOrders?: number;
  onSelect: (key: string) => void;
}) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Logo dark />
      <Menu
        theme="dark"
        mode="inline"
        data-testid="main-menu"
        selectedKeys={[selectedKey]}
        items={items}
        onClick={({ key }) => onSelect(key)}
        style={{ flex: 1, overflow: 'hidden', borderInlineEnd: 0 }}
      />
      <div style={{ height: 72, display: 'flex', alignItems: 'center' }}>
        <UserMenu unread={unread} unreadWorkOrders={unreadWorkOrders} />
      </div>
    </div>
  );
}
