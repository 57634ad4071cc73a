import { useCallback, useMemo } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { type ListState, readListState, writeListState } from './listState';

/**
 * The list state lives in the URL. Any change but paging itself goes back to page 1, since the old page
 * number may not exist in the new result.
 *
 * A change is a navigation, which waits for the route's loader (the guard, the prefetch of ADR 0095) before the
 * URL on screen changes. A second change made meanwhile (a sort, then at once a page size) builds on the first
 * one's pending URL, not on the URL still on screen, or the first would be lost.
 */
export function useListState(): [ListState, (patch: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === location.pathname ? navigation.location.search : null;
  const state = useMemo(() => readListState(params), [params]);
  const update = useCallback(
    (patch: Partial<ListState>) => {
      const base = pending === null ? state : readListState(new URLSearchParams(pending));
      const paging = Object.keys(patch).every((key) => key === 'pageNum' || key === 'pageSize');
      const next = { ...base, ...patch };
      if (!paging || patch.pageSize !== undefined) next.pageNum = patch.pageNum ?? 1;
      setParams(writeListState(next));
    },
    [state, pending, setParams],
  );
  return [state, update];
}
