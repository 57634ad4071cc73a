import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListState, readListState, writeListState } from './listState';

/**
 * The list state lives in the URL. Any change but paging itself goes back to page 1, since the old page
 * number may not exist in the new result.
 */
export function useListState(): [ListState, (patch: Partial<ListState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const update = useCallback(
    (patch: Partial<ListState>) => {
      const paging = Object.keys(patch).every((key) => key === 'pageNum' || key === 'pageSize');
      const next = { ...state, ...patch };
      if (!paging || patch.pageSize !== undefined) next.pageNum = patch.pageNum ?? 1;
      setParams(writeListState(next));
    },
    [state, setParams],
  );
  return [state, update];
}
