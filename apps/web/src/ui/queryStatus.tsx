import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/** What a list needs of its TanStack query to tell "not answered yet" from "answered: nothing". */
export interface ListQuery {
  data: unknown;
  isFetching: boolean;
  isPlaceholderData?: boolean;
}

/**
 * Whether the list in view is the server's answer to what it asks now. The previous page kept as a
 * placeholder (keepPreviousData) is no answer: an empty one must not say "nothing here" for the new filter.
 */
export function hasAnswer(query: ListQuery): boolean {
  return query.data !== undefined && !query.isPlaceholderData;
}

/** The stand-in for rows that have not arrived: grey bars, announced as busy, never an empty text. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-busy="true" data-testid="list-skeleton" style={{ padding: '8px 0', textAlign: 'start' }}>
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}

/** The one look of "answered: nothing here", with an optional action (e.g. create the first one). */
export function EmptyState({ description, children }: { description: ReactNode; children?: ReactNode }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
      {children}
    </Empty>
  );
}

/**
 * The `loading` and `locale` props of an antd Table or List (issue 38, point 6 "loading is not emptiness").
 * antd draws its empty text under its own spinner, so "no to-dos, well done!" showed while ten loaded: until
 * the answer the body is a skeleton instead, and antd's spinner only covers rows already shown while newer
 * ones load.
 */
export function listStatus(query: ListQuery, empty: ReactNode): { loading: boolean; locale: { emptyText: ReactNode } } {
  return {
    loading: query.data !== undefined && query.isFetching,
    locale: { emptyText: hasAnswer(query) ? <EmptyState description={empty} /> : <ListSkeleton /> },
  };
}
