/** Query keys of the issue domain; invalidating `all(projectId)` refreshes lists, counts and details. */
export const issueKeys = {
  all: (projectId: number) => ['issues', projectId] as const,
  lists: (projectId: number) => ['issues', projectId, 'list'] as const,
  list: (projectId: number, filter: unknown, page: unknown) => ['issues', projectId, 'list', filter, page] as const,
  counts: (projectId: number) => ['issues', projectId, 'counts'] as const,
  detail: (projectId: number, questionId: number) => ['issues', projectId, 'detail', questionId] as const,
  formInit: (projectId: number) => ['issues', projectId, 'formInit'] as const,
  preferences: ['issues', 'preferences'] as const,
};
