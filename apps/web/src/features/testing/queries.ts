/** React Query keys of the testing pages; a change invalidates `testingKeys.all(projectId)` so every view refetches. */
export const testingKeys = {
  all: (projectId: number) => ['testing', projectId] as const,
  tree: (projectId: number) => ['testing', projectId, 'tree'] as const,
  cases: (projectId: number, filter: object) => ['testing', projectId, 'cases', filter] as const,
  case: (projectId: number, caseId: number) => ['testing', projectId, 'case', caseId] as const,
  versions: (projectId: number, caseId: number) => ['testing', projectId, 'versions', caseId] as const,
  tasks: (projectId: number, page: object) => ['testing', projectId, 'tasks', page] as const,
  task: (projectId: number, taskId: number) => ['testing', projectId, 'task', taskId] as const,
  taskCases: (projectId: number, taskId: number) => ['testing', projectId, 'taskCases', taskId] as const,
  taskCase: (projectId: number, taskCaseId: number) => ['testing', projectId, 'taskCase', taskCaseId] as const,
  report: (projectId: number, taskId: number) => ['testing', projectId, 'report', taskId] as const,
};
