import {
  type ApiPage,
  type QuestionDetail,
  type QuestionHandler,
  type QuestionRow,
  type QuestionStatus,
  type WorkflowAction,
  transition,
} from '@questline/contract';
import type { QueryClient } from '@tanstack/react-query';
import { issueKeys } from '../queries';

/** What a change shows before the server answers: the fields a row and the detail share. */
export type ShownAtOnce = Partial<Pick<QuestionRow, 'status' | 'handlers' | 'startDate' | 'deadline' | 'progress'>>;

/**
 * Shows a change of an issue at once, in its detail and in every cached list of its project, before the server
 * answers (issue 35, "instant feel"): a workflow step's new status (an assignment also its handlers), or a quick
 * edit's plan dates or progress. The detail offers no step until the server's reading replaces it, so nothing is
 * pressed on a guess (nor with the updateTime the change is about to make stale). Answers the undo, which puts back
 * exactly what was there (a refusal: a stale updateTime, a step no longer allowed).
 */
export function showAtOnce(
  client: QueryClient,
  target: { projectId: number; questionId: number; shown: ShownAtOnce },
): () => void {
  const { projectId, questionId, shown } = target;
  const detailKey = issueKeys.detail(projectId, questionId);
  const detailBefore = client.getQueryData<QuestionDetail>(detailKey);
  const listsBefore = client.getQueriesData<ApiPage<QuestionRow>>({ queryKey: issueKeys.lists(projectId) });
  void client.cancelQueries({ queryKey: detailKey });
  if (detailBefore) client.setQueryData<QuestionDetail>(detailKey, { ...detailBefore, ...shown, allowedActions: [] });
  for (const [key, page] of listsBefore) {
    if (!page?.rows.some((row) => row.questionId === questionId)) continue;
    client.setQueryData<ApiPage<QuestionRow>>(key, {
      ...page,
      rows: page.rows.map((row) => (row.questionId === questionId ? { ...row, ...shown } : row)),
    });
  }
  return () => {
    if (detailBefore) client.setQueryData(detailKey, detailBefore);
    for (const [key, page] of listsBefore) client.setQueryData(key, page);
  };
}

/** A workflow step's new status, and for an assignment its handlers, shown at once (showAtOnce). */
export function showStatusAtOnce(
  client: QueryClient,
  target: { projectId: number; questionId: number; status: QuestionStatus; handlers?: QuestionHandler[] },
): () => void {
  const { projectId, questionId, status, handlers } = target;
  return showAtOnce(client, { projectId, questionId, shown: { status, ...(handlers ? { handlers } : {}) } });
}

/**
 * A batch's workflow step shown at once on every chosen row the step moves from its status (showAtOnce); a row it
 * does not move is left as it is. The server answers per issue, and the list is read again after it, so a row it
 * refused goes back then; the undo, for a batch refused whole, puts every row back.
 */
export function showBatchAtOnce(
  client: QueryClient,
  target: { projectId: number; action: WorkflowAction; rows: readonly QuestionRow[] },
): () => void {
  const undos = target.rows.flatMap((row) => {
    const to = transition(row.status, target.action)?.to;
    return to === undefined
      ? []
      : [showStatusAtOnce(client, { projectId: target.projectId, questionId: row.questionId, status: to })];
  });
  // Each undo puts back what it found, which holds the changes made before it: last first.
  return () => {
    for (const undo of undos.reverse()) undo();
  };
}
