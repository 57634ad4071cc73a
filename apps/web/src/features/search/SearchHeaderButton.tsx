import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../app/navigation';

/** The header's way to /user/searchPage (issue 35); on a phone the icon alone, named for screen readers. */
export function SearchHeaderButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('search');
  const navigate = useAppNavigate();
  return (
    <Button
      type="text"
      icon={<SearchOutlined aria-hidden />}
      aria-label={compact ? t('open') : undefined}
      data-testid="header-search"
      onClick={() => navigate('/user/searchPage')}
    >
      {compact ? null : t('open')}
    </Button>
  );
}
