import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGroups,
  getModules,
  getNotices,
  getProjectMembers,
  getStages,
  getVersions,
} from '../../api/projectSettings';
import { currentLocale } from '../../i18n';

/** Query keys of one project's settings; everything of a project hangs under `all` so a switch drops it. */
export const settingsKeys = {
  all: (projectId: number) => ['projectSettings', projectId] as const,
  modules: (projectId: number) => [...settingsKeys.all(projectId), 'modules'] as const,
  versions: (projectId: number) => [...settingsKeys.all(projectId), 'versions'] as const,
  groups: (projectId: number) => [...settingsKeys.all(projectId), 'groups'] as const,
  // The fixed stages' names come in the reader's language, so the language is part of the key.
  stages: (projectId: number) => [...settingsKeys.stagesOfEveryLanguage(projectId), currentLocale()] as const,
  stagesOfEveryLanguage: (projectId: number) => [...settingsKeys.all(projectId), 'stages'] as const,
  notices: (projectId: number) => [...settingsKeys.all(projectId), 'notices'] as const,
  members: (projectId: number) => [...settingsKeys.all(projectId), 'members'] as const,
};

export function useModules(projectId: number) {
  return useQuery({
    queryKey: settingsKeys.modules(projectId),
    queryFn: async () => (await getModules(projectId)).data,
  });
}

export function useVersions(projectId: number) {
  return useQuery({
    queryKey: settingsKeys.versions(projectId),
    queryFn: async () => (await getVersions(projectId)).data,
  });
}

export function useGroups(projectId: number) {
  return useQuery({ queryKey: settingsKeys.groups(projectId), queryFn: async () => (await getGroups(projectId)).data });
}

export function useStages(projectId: number) {
  return useQuery({ queryKey: settingsKeys.stages(projectId), queryFn: async () => (await getStages(projectId)).data });
}

export function useNotices(projectId: number) {
  return useQuery({
    queryKey: settingsKeys.notices(projectId),
    queryFn: async () => (await getNotices(projectId)).data,
  });
}

/** The project's members, to pick default handlers and group members from. */
export function useProjectMembers(projectId: number, enabled = true) {
  return useQuery({
    queryKey: settingsKeys.members(projectId),
    queryFn: async () => (await getProjectMembers(projectId)).data.members,
    enabled,
  });
}

/** Reloads one list after a change. */
export function useRefresh(key: QueryKey): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key });
}
