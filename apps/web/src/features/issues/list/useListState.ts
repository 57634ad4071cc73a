import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { type ListState, readListState, writeListState } from './listState';

/**
 * The list state lives in the URL. Any change but paging itself goes back to page 1, since the old page
 * number may not exist in the new result.
 *
 * A change is a navigation, which waits for the route's loader (the guard, the prefetch of ADR 0095) before the
 * URL on screen changes. A second change made meanwhile (a sort, then at once a page size) builds on the first
 * one's pending URL, not on the URL still on screen, or the first would be lost. The URL last written is also
 * kept by the hook itself: on a loaded machine a click can be handled before the page has drawn the pending
 * navigation of the one before (the router draws it in a transition), and its handler then still sees none.
 */
export function useListState(): [ListState, (patch: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === location.pathname ? navigation.location.search : null;
  const state = useMemo(() => readListState(params), [params]);
  const written = useRef<string | null>(null);
  // Once the router is idle, the URL on screen is the truth again (also after a back button).
  useEffect(() => {
    if (navigation.state === 'idle') written.current = null;
  }, [navigation.state, location.search]);
  const update = useCallback(
    (patch: Partial<ListState>) => {
      const ahead = written.current ?? pending;
      const base = ahead === null ? state : readListState(new URLSearchParams(ahead));
      const paging = Object.keys(patch).every((key) => key === 'pageNum' || key === 'pageSize');
      const next = { ...base, ...patch };
      if (!paging || patch.pageSize !== undefined) next.pageNum = patch.pageNum ?? 1;
      const search = writeListState(next);
      written.current = `?${new URLSearchParams(search).toString()}`;
      setParams(search);
    },
    [state, pending, setParams],
  );
  return [state, update];
}
