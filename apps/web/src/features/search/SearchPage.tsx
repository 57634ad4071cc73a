import {
  SEARCH_KINDS,
  SEARCH_QUERY_MAX,
  SEARCH_TRIGRAM_MIN,
  type SearchKind,
  isSearchKind,
  searchTerms,
} from '@questline/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Input, Segmented, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { searchAll } from '../../api/search';
import { EmptyState, ListSkeleton } from '../../ui/queryStatus';
import { useMyProjects } from '../projects';
import { SearchGroups } from './SearchGroups';
import { SearchKindList } from './SearchKindList';
import { searchKeys } from './searchKeys';

type KindFilter = SearchKind | 'all';

function positive(value: string | null): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/**
 * /user/searchPage (issue 35, ADR 0127): one query over everything the person may see. The query, the kind and the
 * project live in the address (`?q=&kind=&projectId=`), so a search can be shared, reloaded and gone back to.
 */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const kindParam = params.get('kind');
  const kind: KindFilter = isSearchKind(kindParam) ? kindParam : 'all';
  const projectId = positive(params.get('projectId'));
  const projects = useMyProjects();
  const query = { q, ...(projectId === undefined ? {} : { projectId }) };
  const overview = useQuery({
    queryKey: searchKeys.overview(query),
    queryFn: async () => (await searchAll(query)).data,
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });

  const change = (next: { q?: string; kind?: KindFilter; projectId?: number | null }) => {
    const merged = {
      q: next.q ?? q,
      kind: next.kind ?? kind,
      projectId: next.projectId === null ? undefined : (next.projectId ?? projectId),
    };
    setParams({
      ...(merged.q ? { q: merged.q } : {}),
      ...(merged.kind === 'all' ? {} : { kind: merged.kind }),
      ...(merged.projectId === undefined ? {} : { projectId: String(merged.projectId) }),
    });
  };
  const totals = new Map(overview.data?.groups.map((group) => [group.kind, group.total]));
  // Kept on one line each: on a phone the bar scrolls sideways instead of stacking a label's words.
  const withCount = (label: string, count: number | undefined) => (
    <span style={{ whiteSpace: 'nowrap' }}>{count === undefined ? label : t('count', { label, count })}</span>
  );
  const allCount = overview.data ? [...totals.values()].reduce((sum, count) => sum + count, 0) : undefined;
  const hasShortWord = searchTerms(q).some((term) => [...term].length < SEARCH_TRIGRAM_MIN);

  let results;
  if (!q) results = <EmptyState description={t('start')} />;
  else if (overview.error) results = <Alert type="error" showIcon title={overview.error.message} />;
  else if (kind !== 'all')
    results = <SearchKindList key={`${q}|${kind}|${String(projectId)}`} {...query} kind={kind} />;
  else if (!overview.data || overview.isPlaceholderData) results = <ListSkeleton />;
  else results = <SearchGroups overview={overview.data} q={q} onShowAll={(next) => change({ kind: next })} />;

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex gap={12} wrap>
          <Input.Search
            // A new address (back, a shared link) shows its own words in the box.
            key={q}
            defaultValue={q}
            aria-label={t('box.label')}
            placeholder={t('box.placeholder')}
            enterButton={t('box.submit')}
            maxLength={SEARCH_QUERY_MAX}
            allowClear
            autoFocus
            data-testid="search-box"
            onSearch={(value) => change({ q: value.trim() })}
            style={{ flex: '1 1 320px', minWidth: 0 }}
          />
          <Select<number>
            aria-label={t('project.label')}
            data-testid="search-project"
            // "All projects" is an option rather than a placeholder: antd's placeholder grey is too faint to read.
            value={projectId ?? 0}
            loading={projects.isPending}
            onChange={(value) => change({ projectId: value === 0 ? null : value })}
            options={[
              { value: 0, label: t('project.all') },
              ...(projects.data?.projects ?? []).map((project) => ({
                value: project.projectId,
                label: project.projectName,
              })),
            ]}
            style={{ flex: '0 1 220px', minWidth: 160 }}
          />
        </Flex>
        {q && (
          <Segmented<KindFilter>
            aria-label={t('kindFilter')}
            value={kind}
            onChange={(value) => change({ kind: value })}
            options={[
              { value: 'all', label: withCount(t('all'), allCount) },
              ...SEARCH_KINDS.map((value) => ({ value, label: withCount(t(`kind.${value}`), totals.get(value)) })),
            ]}
            style={{ alignSelf: 'start', maxWidth: '100%', overflowX: 'auto' }}
          />
        )}
        {hasShortWord && <Typography.Text type="secondary">{t('shortHint')}</Typography.Text>}
        {results}
      </Flex>
    </Card>
  );
}
