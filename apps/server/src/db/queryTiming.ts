import type { KyselyPlugin, OperationNode, QueryId } from 'kysely';

const KINDS: Partial<Record<OperationNode['kind'], string>> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
  RawNode: 'raw',
};

/**
 * Times every statement run through the Kysely it is added to, from compilation to the rows (so the wait for a
 * pooled connection counts), and hands the seconds to `observe` with the statement's kind. A statement that
 * fails is not timed: its QueryId is forgotten with it.
 */
export function queryTiming(observe: (kind: string, seconds: number) => void): KyselyPlugin {
  const started = new WeakMap<QueryId, { at: bigint; kind: string }>();
  return {
    transformQuery({ node, queryId }) {
      started.set(queryId, { at: process.hrtime.bigint(), kind: KINDS[node.kind] ?? 'other' });
      return node;
    },
    transformResult({ result, queryId }) {
      const start = started.get(queryId);
      if (start) observe(start.kind, Number(process.hrtime.bigint() - start.at) / 1e9);
      return Promise.resolve(result);
    },
  };
}
