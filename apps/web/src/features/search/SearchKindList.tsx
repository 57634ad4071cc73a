import { PAGE_SIZES, type SearchKind } from '@questline/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, List } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchMore } from '../../api/search';
import { listStatus } from '../../ui/queryStatus';
import { SearchHitItem } from './SearchHitItem';
import { searchKeys } from './searchKeys';

const SIZES = PAGE_SIZES.filter((size) => size >= 10 && size <= 40);
const SMALLEST = 10;

/** Every hit of one kind, a page at a time (GET search/more). */
export function SearchKindList({ q, kind, projectId }: { q: string; kind: SearchKind; projectId?: number }) {
  const { t } = useTranslation('search');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const query = { q, kind, ...paging, ...(projectId === undefined ? {} : { projectId }) };
  const list = useQuery({
    queryKey: searchKeys.more(query),
    queryFn: () => searchMore(query),
    placeholderData: keepPreviousData,
  });
  const label = t(`kind.${kind}`);
  if (list.error) return <Alert type="error" showIcon title={list.error.message} />;
  return (
    <List
      data-testid="search-kind-list"
      aria-label={t('results', { label })}
      dataSource={list.data?.rows ?? []}
      rowKey="id"
      renderItem={(hit) => <SearchHitItem hit={hit} />}
      {...listStatus(list, t('noneOfKind', { label }))}
      pagination={
        (list.data?.total ?? 0) > SMALLEST
          ? {
              current: paging.pageNum,
              pageSize: paging.pageSize,
              total: list.data?.total ?? 0,
              pageSizeOptions: SIZES,
              showSizeChanger: true,
              onChange: (pageNum, pageSize) =>
                setPaging((current) => ({ pageNum: pageSize === current.pageSize ? pageNum : 1, pageSize })),
            }
          : false
      }
    />
  );
}
