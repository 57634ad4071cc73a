import type { ApiPage, QuestionDetail, QuestionHandler, QuestionRow, QuestionStatus } from '@questline/contract';
import type { QueryClient } from '@tanstack/react-query';
import { issueKeys } from '../queries';

/**
 * Shows a workflow step's new status (and, for an assignment, its new handlers) at once, in the issue's detail and in every cached list of its project, before
 * the server answers (issue 35, "instant feel"). The detail offers no step until the server's reading replaces it, so
 * nothing is pressed on a guess. Answers the undo, which puts back exactly what was there (a refusal: a stale
 * updateTime, a step no longer allowed).
 */
export function showStatusAtOnce(
  client: QueryClient,
  target: { projectId: number; questionId: number; status: QuestionStatus; handlers?: QuestionHandler[] },
): () => void {
  const { projectId, questionId, status } = target;
  const shown = { status, ...(target.handlers ? { handlers: target.handlers } : {}) };
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
