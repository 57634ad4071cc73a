import { useQuery } from '@tanstack/react-query';
import { getIterations } from '../../api/iterations';

/** React Query keys of the iteration view; a change invalidates `iterationKeys.all(projectId)`. */
export const iterationKeys = {
  all: (projectId: number) => ['iterations', projectId] as const,
  list: (projectId: number) => ['iterations', projectId, 'list'] as const,
  board: (projectId: number, iterationId: number) => ['iterations', projectId, 'board', iterationId] as const,
  burndown: (projectId: number, iterationId: number) => ['iterations', projectId, 'burndown', iterationId] as const,
};

/** The project's iterations, for the view and for the issue form's and filter's selects. */
export function useIterations(projectId: number | undefined) {
  return useQuery({
    queryKey: iterationKeys.list(projectId ?? 0),
    queryFn: async () => (await getIterations(projectId ?? 0)).rows,
    enabled: projectId !== undefined && projectId > 0,
  });
}
