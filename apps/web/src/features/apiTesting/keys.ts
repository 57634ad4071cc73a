/** React Query keys of the interface tester; a change invalidates `all(projectId)` so every view refetches. */
export const apiTestingKeys = {
  all: (projectId: number) => ['apiTesting', projectId] as const,
  workspace: (projectId: number) => ['apiTesting', projectId, 'workspace'] as const,
  request: (projectId: number, requestId: number) => ['apiTesting', projectId, 'request', requestId] as const,
  history: (projectId: number) => ['apiTesting', projectId, 'history'] as const,
  allowedHosts: ['apiTesting', 'allowedHosts'] as const,
};
