import type { SearchKind, SearchOverview } from '@questline/contract';
import { Button, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/queryStatus';
import { SearchHitItem } from './SearchHitItem';

/** The overview: each kind with hits under its own heading, its newest hits and the way to all of them. */
export function SearchGroups({
  overview,
  q,
  onShowAll,
}: {
  overview: SearchOverview;
  q: string;
  onShowAll: (kind: SearchKind) => void;
}) {
  const { t } = useTranslation('search');
  const found = overview.groups.filter((group) => group.total > 0);
  if (found.length === 0) return <EmptyState description={t('none', { q })} />;
  return (
    <Flex vertical gap={16}>
      {found.map((group) => {
        const label = t(`kind.${group.kind}`);
        const headingId = `search-group-${group.kind}`;
        return (
          <section key={group.kind} aria-labelledby={headingId} data-testid={`search-group-${group.kind}`}>
            <Typography.Title level={2} id={headingId} style={{ fontSize: 15, margin: 0 }}>
              {t('count', { label, count: group.total })}
            </Typography.Title>
            <List
              dataSource={group.hits}
              rowKey="id"
              renderItem={(hit) => <SearchHitItem hit={hit} />}
              aria-label={t('results', { label })}
            />
            {group.total > group.hits.length && (
              <Button type="link" style={{ paddingInline: 0 }} onClick={() => onShowAll(group.kind)}>
                {t('showAll', { count: group.total, label })}
              </Button>
            )}
          </section>
        );
      })}
    </Flex>
  );
}
