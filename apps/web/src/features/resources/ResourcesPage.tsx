import { RESOURCE_CATEGORY_LABELS } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getStoreHome } from '../../api/resources';
import { currentLocale } from '../../i18n';
import { EmptyState, ListSkeleton } from '../../ui/queryStatus';
import { MembershipCard } from './MembershipCard';
import { ResourceGrid } from './ResourceGrid';
import { ResourceSearch } from './ResourceSearch';
import { resourceKeys } from './resourceKeys';

/**
 * /resources (spec point 2 "the resource store"; issue 32, ADR 0117): search, the caller's membership, the
 * categories with their counts and the newest resources.
 */
export default function ResourcesPage() {
  const { t } = useTranslation('resources');
  const locale = currentLocale();
  const home = useQuery({ queryKey: resourceKeys.home, queryFn: async () => (await getStoreHome()).data });
  if (home.error) return <Result status="error" title={home.error.message} />;
  return (
    <Flex vertical gap={16}>
      <Card title={<h1 style={{ fontSize: 18, margin: 0 }}>{t('title')}</h1>}>
        <Flex vertical gap={16}>
          <ResourceSearch />
          <nav aria-label={t('categories')}>
            <Flex gap={8} wrap>
              {(home.data?.categories ?? []).map(({ category, count }) => (
                <Link key={category} to={`/resourcesList?category=${category}`}>
                  <Tag style={{ padding: '4px 12px', fontSize: 14 }}>
                    {RESOURCE_CATEGORY_LABELS[locale][category]} ({count})
                  </Tag>
                </Link>
              ))}
            </Flex>
          </nav>
        </Flex>
      </Card>
      {home.data && <MembershipCard membership={home.data.membership} />}
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('newest')}</h2>}>
        {!home.data ? (
          <ListSkeleton rows={4} />
        ) : home.data.newest.length === 0 ? (
          <EmptyState description={t('empty')} />
        ) : (
          <ResourceGrid cards={home.data.newest} label={t('newest')} />
        )}
      </Card>
    </Flex>
  );
}
