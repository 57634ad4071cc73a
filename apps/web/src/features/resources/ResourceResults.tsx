import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Pagination, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ResourceQuery, getResources } from '../../api/resources';
import { EmptyState, ListSkeleton } from '../../ui/queryStatus';
import { ResourceGrid } from './ResourceGrid';
import { resourceKeys } from './resourceKeys';

/** A page of published resources matching a category and/or keyword, with a pager; shared by list and search. */
export function ResourceResults({
  filter,
  label,
}: {
  filter: Omit<ResourceQuery, 'pageNum' | 'pageSize'>;
  label: string;
}) {
  const { t } = useTranslation('resources');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const query = { ...filter, ...paging };
  const results = useQuery({
    queryKey: resourceKeys.list(query),
    queryFn: () => getResources(query),
    placeholderData: keepPreviousData,
  });
  if (results.error) return <Result status="error" title={results.error.message} />;
  if (!results.data) return <ListSkeleton rows={4} />;
  if (results.data.total === 0) return <EmptyState description={t('empty')} />;
  return (
    <Flex vertical gap={16}>
      <ResourceGrid cards={results.data.rows} label={label} />
      <Pagination
        align="end"
        current={paging.pageNum}
        pageSize={paging.pageSize}
        total={results.data.total}
        showSizeChanger={false}
        onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
      />
    </Flex>
  );
}
