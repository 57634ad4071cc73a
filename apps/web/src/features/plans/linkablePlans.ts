import { type PlanItemType, takesIssues } from '@questline/contract';
import { usePlanTree } from './queries';

/** The plans and plan groups an issue may link to (spec point 3 "Issue": plan or plan group), as options. */
export function useLinkablePlans(projectId: number): { value: number; label: string }[] {
  const tree = usePlanTree(projectId).data ?? [];
  return tree
    .filter((row) => takesIssues(row.itemType as PlanItemType))
    .map((row) => ({ value: row.planId, label: row.planName }));
}
