import type { BoardQuery, MyStatsQuery, StatsQuery } from '@questline/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getIterations } from '../../api/iterations';
import { getVersions } from '../../api/projectSettings';
import { getBoard, getMyStats, getStatsDistribution, getStatsDurations, getStatsTrend } from '../../api/stats';

export const statsKeys = {
  all: ['stats'] as const,
  project: (projectId: number) => ['stats', 'project', projectId] as const,
  distribution: (query: StatsQuery) => [...statsKeys.project(Number(query.projectId)), 'distribution', query] as const,
  trend: (query: StatsQuery) => [...statsKeys.project(Number(query.projectId)), 'trend', query] as const,
  durations: (query: StatsQuery) => [...statsKeys.project(Number(query.projectId)), 'durations', query] as const,
  board: (query: BoardQuery) => [...statsKeys.project(Number(query.projectId)), 'board', query] as const,
  mine: (query: MyStatsQuery) => ['stats', 'mine', query] as const,
  iterations: (projectId: number) => ['stats', 'iterations', projectId] as const,
  versions: (projectId: number) => ['stats', 'versions', projectId] as const,
};

// A filter change keeps the previous figures on screen until the new ones arrive, so charts do not flash empty.
export function useStatsDistribution(query: StatsQuery) {
  return useQuery({
    queryKey: statsKeys.distribution(query),
    queryFn: async () => (await getStatsDistribution(query)).data,
    placeholderData: keepPreviousData,
  });
}

export function useStatsTrend(query: StatsQuery) {
  return useQuery({
    queryKey: statsKeys.trend(query),
    queryFn: async () => (await getStatsTrend(query)).data,
    placeholderData: keepPreviousData,
  });
}

export function useStatsDurations(query: StatsQuery) {
  return useQuery({
    queryKey: statsKeys.durations(query),
    queryFn: async () => (await getStatsDurations(query)).data,
    placeholderData: keepPreviousData,
  });
}

export function useMyStats(query: MyStatsQuery) {
  return useQuery({
    queryKey: statsKeys.mine(query),
    queryFn: async () => (await getMyStats(query)).data,
    placeholderData: keepPreviousData,
  });
}

export function useBoard(query: BoardQuery | null) {
  return useQuery({
    queryKey: query ? statsKeys.board(query) : ['stats', 'board', 'none'],
    queryFn: async () => (await getBoard(query as BoardQuery)).data,
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** The iteration filter's choices; an error (no iterations yet) leaves the filter empty, not the page broken. */
export function useIterationOptions(projectId: number) {
  return useQuery({
    queryKey: statsKeys.iterations(projectId),
    queryFn: async () => (await getIterations(projectId)).rows,
    retry: false,
  });
}

export function useVersionOptions(projectId: number) {
  return useQuery({
    queryKey: statsKeys.versions(projectId),
    queryFn: async () => (await getVersions(projectId)).data,
  });
}
