import { type BacklogFilter, type MemberBacklogFilter, type PageQuery, POLL_INTERVAL_MS } from '@questline/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getBacklogColumns,
  getBacklogProjects,
  getBacklogQuestions,
  getManagedMembers,
  getMemberBacklogProjects,
  getMemberBacklogQuestions,
  getTodoCounts,
} from '../../api/backlog';

/**
 * Query keys of the to-do domain. A live notification invalidates `all` (the realtime bridge), so the
 * lists and the menu's counts refresh at once instead of at the next poll.
 */
export const todoKeys = {
  all: ['todos'] as const,
  counts: ['todos', 'counts'] as const,
  projects: ['todos', 'projects'] as const,
  questions: (filter: BacklogFilter, page: PageQuery) => ['todos', 'questions', filter, page] as const,
  members: ['todos', 'members'] as const,
  memberProjects: (userId: number) => ['todos', 'memberProjects', userId] as const,
  memberQuestions: (filter: MemberBacklogFilter, page: PageQuery) =>
    ['todos', 'memberQuestions', filter, page] as const,
  columns: ['todos', 'columns'] as const,
};

/**
 * Spec point 7 "Transport": the to-do list, project list and counts are polled every 15 s. TanStack
 * Query stops the interval while the tab is hidden (refetchIntervalInBackground false), so a tab polls
 * at most once per interval and a hidden one not at all.
 */
const polled = { refetchInterval: POLL_INTERVAL_MS, refetchIntervalInBackground: false } as const;

export function useTodoCounts() {
  return useQuery({ queryKey: todoKeys.counts, queryFn: async () => (await getTodoCounts()).data, ...polled });
}

export function useBacklogProjects() {
  return useQuery({ queryKey: todoKeys.projects, queryFn: async () => (await getBacklogProjects()).rows, ...polled });
}

export function useBacklogQuestions(filter: BacklogFilter, page: PageQuery) {
  return useQuery({
    queryKey: todoKeys.questions(filter, page),
    queryFn: () => getBacklogQuestions(filter, page),
    placeholderData: keepPreviousData,
    ...polled,
  });
}

export function useManagedMembers() {
  return useQuery({ queryKey: todoKeys.members, queryFn: async () => (await getManagedMembers()).rows, ...polled });
}

export function useMemberProjects(userId: number | null) {
  return useQuery({
    queryKey: todoKeys.memberProjects(userId ?? 0),
    queryFn: async () => (await getMemberBacklogProjects(userId ?? 0)).rows,
    enabled: userId !== null,
    // Another member's chips replace these when they come, so the page is not redrawn from nothing (ADR 0149).
    placeholderData: keepPreviousData,
    ...polled,
  });
}

export function useMemberQuestions(filter: MemberBacklogFilter | null, page: PageQuery) {
  return useQuery({
    queryKey: todoKeys.memberQuestions(filter ?? { userId: 0 }, page),
    queryFn: () => getMemberBacklogQuestions(filter ?? { userId: 0 }, page),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
    ...polled,
  });
}

export function useBacklogColumns() {
  return useQuery({ queryKey: todoKeys.columns, queryFn: async () => (await getBacklogColumns()).data });
}
