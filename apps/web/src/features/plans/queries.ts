import { useQuery } from '@tanstack/react-query';
import { getDeliverables, getPlanTree } from '../../api/plans';

/** React Query keys of the plan view; a change invalidates `planKeys.all(projectId)`. */
export const planKeys = {
  all: (projectId: number) => ['plans', projectId] as const,
  tree: (projectId: number) => ['plans', projectId, 'tree'] as const,
  deliverables: (projectId: number, planId: number) => ['plans', projectId, 'deliverables', planId] as const,
};

export function usePlanTree(projectId: number) {
  return useQuery({
    queryKey: planKeys.tree(projectId),
    queryFn: async () => (await getPlanTree(projectId)).data,
  });
}

export function useDeliverables(projectId: number, planId: number | null) {
  return useQuery({
    queryKey: planKeys.deliverables(projectId, planId ?? 0),
    queryFn: async () => (await getDeliverables(projectId, planId ?? 0)).data,
    enabled: planId !== null,
  });
}
