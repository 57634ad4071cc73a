import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getDeptTree, getMyTeams, getTeamMembers } from '../../api/teams';
import { useWrite } from '../../ui/useWrite';

/** One key factory for the team domain: a change to a team invalidates everything under its key. */
export const teamKeys = {
  all: ['teams'] as const,
  list: () => [...teamKeys.all, 'list'] as const,
  team: (teamId: number) => [...teamKeys.all, teamId] as const,
  tree: (teamId: number) => [...teamKeys.team(teamId), 'tree'] as const,
  members: (teamId: number, deptId: number | undefined) =>
    [...teamKeys.team(teamId), 'members', deptId ?? 'all'] as const,
};

export function useMyTeams() {
  return useQuery({ queryKey: teamKeys.list(), queryFn: async () => (await getMyTeams()).data });
}

export function useDeptTree(teamId: number) {
  return useQuery({ queryKey: teamKeys.tree(teamId), queryFn: async () => (await getDeptTree(teamId)).data });
}

export function useTeamMembers(teamId: number, deptId: number | undefined) {
  return useQuery({
    queryKey: teamKeys.members(teamId, deptId),
    queryFn: async () => (await getTeamMembers(teamId, deptId)).data,
  });
}

/**
 * A team change: on success the list (names, counts, roles) and everything of the team are read again.
 * Failures were already shown by the API client (spec point 8); callers only keep their dialogs open.
 */
export function useTeamChange<T, TData = unknown>(teamId: number | undefined, change: (input: T) => Promise<TData>) {
  const client = useQueryClient();
  return useWrite({
    write: change,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: teamKeys.list() });
      if (teamId !== undefined) await client.invalidateQueries({ queryKey: teamKeys.team(teamId) });
    },
  });
}
