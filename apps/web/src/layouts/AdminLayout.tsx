import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../app/navigation';
import { useSession } from '../session/store';
import { KeyedOutlet } from '../ui/KeyedOutlet';
import { useNarrow } from '../ui/useNarrow';
import { adminNavEntries } from './adminNav';

/** Where the area's page sits among the matches: under the root, the antd shell, the workspace and this layout. */
const AREA_PAGE_DEPTH = 4;

/**
 * The administration area (issue 35, ADR 0128): one navigation beside its pages, inside the workspace, listing
 * only what the person's role opens. A column on a wide window; a row above the page on a phone.
 */
export function AdminLayout() {
  const { t } = useTranslation('nav');
  const session = useSession();
  const navigate = useAppNavigate();
  const { pathname } = useLocation();
  const narrow = useNarrow();
  const items = (session ? adminNavEntries(session) : []).map((entry) => ({
    key: entry.path,
    label: t(entry.label),
  }));
  return (
    <div style={{ display: 'flex', flexDirection: narrow ? 'column' : 'row', gap: narrow ? 12 : 24 }}>
      <nav aria-label={t('route.admin')} style={{ flex: narrow ? undefined : '0 0 240px', minWidth: 0 }}>
        <Menu
          mode={narrow ? 'horizontal' : 'inline'}
          data-testid="admin-nav"
          selectedKeys={[pathname]}
          items={items}
          onClick={({ key }) => navigate(key)}
          style={{ borderRadius: 8, borderInlineEnd: 0 }}
        />
      </nav>
      <div style={{ flex: 1, minWidth: 0 }}>
        <KeyedOutlet depth={AREA_PAGE_DEPTH} />
      </div>
    </div>
  );
}
