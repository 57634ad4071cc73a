import { type ProjectCard, type ProjectView, PROJECT_LIST_POLL_MS } from '@questline/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAddCode, getMembers, getMyProjects, getProjectList } from '../../api/projects';

/** Query keys of the projects domain; invalidating `all` refreshes every list, the switcher and settings. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: ['projects', 'list'] as const,
  list: (view: ProjectView) => ['projects', 'list', view] as const,
  mine: () => ['projects', 'mine'] as const,
  card: (projectId: number) => ['projects', 'card', projectId] as const,
  members: (projectId: number) => ['projects', 'members', projectId] as const,
  addCode: (projectId: number) => ['projects', 'addCode', projectId] as const,
  /** People of another project or a team who could be imported into projectId. */
  candidates: (projectId: number, source: 'project' | 'team', sourceId: number | null) =>
    ['projects', 'candidates', projectId, source, sourceId] as const,
  importTeams: ['projects', 'importTeams'] as const,
};

/**
 * One view of the project home, polled every 15 s (spec point 7). TanStack Query stops the interval while
 * the tab is hidden (refetchIntervalInBackground is false) and refetches when it shows again.
 */
export function useProjectList(view: ProjectView) {
  return useQuery({
    queryKey: projectKeys.list(view),
    queryFn: async () => (await getProjectList(view)).rows,
    refetchInterval: PROJECT_LIST_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/**
 * How long an answer a route loader fetched ahead of its page (ADR 0095) counts as fresh, so the page that
 * mounts a moment later uses it rather than asking again.
 */
export const PREFETCHED_FRESH_MS = 5_000;

/** The switcher's projects and the current one (POST projectInfo/getMyProjectInfoList). */
export function myProjectsQuery() {
  return queryOptions({
    queryKey: projectKeys.mine(),
    queryFn: async () => (await getMyProjects()).data,
    staleTime: PREFETCHED_FRESH_MS,
  });
}

export function useMyProjects() {
  return useQuery(myProjectsQuery());
}

/**
 * One project for its settings. There is no single-project call: the switcher's list holds the active
 * projects, and hidden or archived ones are found in their views.
 */
export function useProjectCard(projectId: number) {
  return useQuery({
    queryKey: projectKeys.card(projectId),
    queryFn: async (): Promise<ProjectCard | null> => {
      const mine = (await getMyProjects()).data.projects.find((card) => card.projectId === projectId);
      if (mine) return mine;
      for (const view of ['hidden', 'archived'] as const) {
        const found = (await getProjectList(view)).rows.find((card) => card.projectId === projectId);
        if (found) return found;
      }
      return null;
    },
  });
}

export function useMembers(projectId: number) {
  return useQuery({
    queryKey: projectKeys.members(projectId),
    queryFn: async () => (await getMembers(projectId)).data,
  });
}

export function useAddCode(projectId: number) {
  return useQuery({
    queryKey: projectKeys.addCode(projectId),
    queryFn: async () => (await getAddCode(projectId)).data,
  });
}

export function useRefreshProjects(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: projectKeys.all });
}
