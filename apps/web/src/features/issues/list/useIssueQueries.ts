import type { PageQuery, QuestionListFilter } from '@questline/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  getColumns,
  getFormInit,
  getProblemList,
  getProblemListAll,
  getTerminals,
  getTypeCounts,
  getTypeTabs,
} from '../../../api/issues';
import { PREFETCHED_FRESH_MS } from '../../projects';
import { issueKeys } from '../queries';
import { ALL_ROWS } from './listState';

/** One page of the list or the whole list; the route's loader may have fetched it already (ADR 0095). */
export function issueRowsQuery(projectId: number, filter: QuestionListFilter, page: PageQuery | typeof ALL_ROWS) {
  return queryOptions({
    queryKey: issueKeys.list(projectId, filter, page),
    queryFn: () => (page === ALL_ROWS ? getProblemListAll(filter) : getProblemList(filter, page)),
    staleTime: PREFETCHED_FRESH_MS,
  });
}

/**
 * One page of the list, or the whole list for the "all" view; the previous rows stay on screen while the next
 * ones load, within the same view only: a page drawn from the 10,000 rows of the "all" view would draw them all.
 */
export function useIssueRows(projectId: number, filter: QuestionListFilter, page: PageQuery | typeof ALL_ROWS) {
  return useQuery({
    ...issueRowsQuery(projectId, filter, page),
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[4] === ALL_ROWS) === (page === ALL_ROWS) ? keepPreviousData(previous) : undefined,
  });
}

/** The type tabs' counts; read by the route's loader beside the rows, since the tabs' width waits for them. */
export function typeCountsQuery(projectId: number) {
  return queryOptions({
    queryKey: issueKeys.counts(projectId),
    queryFn: async () => (await getTypeCounts(projectId)).data,
    staleTime: PREFETCHED_FRESH_MS,
  });
}

export function useTypeCounts(projectId: number) {
  return useQuery(typeCountsQuery(projectId));
}

/** The project's people, modules and versions: the choices of the filter panel. */
export function useFormInit(projectId: number) {
  return useQuery({
    queryKey: issueKeys.formInit(projectId),
    queryFn: async () => (await getFormInit(projectId)).data,
  });
}

/** The caller's list settings; they follow the person, not the project. */
export const preferenceKeys = {
  columns: [...issueKeys.preferences, 'columns'] as const,
  tabs: [...issueKeys.preferences, 'tabs'] as const,
  terminals: [...issueKeys.preferences, 'terminals'] as const,
};

export function columnPreferenceQuery() {
  return queryOptions({
    queryKey: preferenceKeys.columns,
    queryFn: async () => (await getColumns()).data,
    staleTime: PREFETCHED_FRESH_MS,
  });
}

export function tabPreferenceQuery() {
  return queryOptions({
    queryKey: preferenceKeys.tabs,
    queryFn: async () => (await getTypeTabs()).data,
    staleTime: PREFETCHED_FRESH_MS,
  });
}

export function useColumnPreference() {
  return useQuery(columnPreferenceQuery());
}

export function useTabPreference() {
  return useQuery(tabPreferenceQuery());
}

export function useTerminalPreference() {
  return useQuery({ queryKey: preferenceKeys.terminals, queryFn: async () => (await getTerminals()).data });
}
