import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The store's search box: a title search opens /searchResourcesList. */
export function ResourceSearch({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation('resources');
  const navigate = useNavigate();
  return (
    <Input.Search
      defaultValue={initial}
      placeholder={t('searchPlaceholder')}
      aria-label={t('search')}
      enterButton={t('search')}
      allowClear
      style={{ maxWidth: 420 }}
      onSearch={(keyword) => {
        const value = keyword.trim();
        if (value !== '') void navigate(`/searchResourcesList?keyword=${encodeURIComponent(value)}`);
      }}
    />
  );
}
