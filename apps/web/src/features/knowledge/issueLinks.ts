import { ISSUE_CHIPS_MAX, type IssueRef } from '@questline/contract';

/**
 * The issue a link points at, when it is this site's issue page (`questionPath` in features/issues:
 * /problem?projectId=P&questionId=N, relative or with this site's origin); anything else is not an issue.
 */
export function issueRefOf(href: string, origin: string): IssueRef | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname !== '/problem') return null;
  const projectId = Number(url.searchParams.get('projectId'));
  const questionId = Number(url.searchParams.get('questionId'));
  if (!Number.isInteger(projectId) || projectId <= 0 || !Number.isInteger(questionId) || questionId <= 0) return null;
  return { projectId, questionId };
}

export const issueKey = (ref: IssueRef) => `${String(ref.projectId)}:${String(ref.questionId)}`;

/** The distinct issues a document's HTML links to, in order, at most as many as one call answers. */
export function issueRefsIn(html: string, origin: string): IssueRef[] {
  const found = new Map<string, IssueRef>();
  for (const match of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
    const ref = issueRefOf((match[1] ?? '').replaceAll('&amp;', '&'), origin);
    if (ref) found.set(issueKey(ref), ref);
  }
  return [...found.values()].slice(0, ISSUE_CHIPS_MAX);
}
