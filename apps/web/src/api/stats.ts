import {
  type ApiOk,
  type BoardQuery,
  type BoardStats,
  type MyStats,
  type MyStatsQuery,
  type StatsDistribution,
  type StatsDurations,
  type StatsQuery,
  type StatsTrend,
  productPath,
} from '@questline/contract';
import { get } from './client';

/** Issue 13: statistics of a project and across the caller's projects, and the big screen's board. */

export function getStatsDistribution(query: StatsQuery): Promise<ApiOk<StatsDistribution>> {
  return get<ApiOk<StatsDistribution>>(productPath('statistics/distribution'), query);
}

export function getStatsTrend(query: StatsQuery): Promise<ApiOk<StatsTrend>> {
  return get<ApiOk<StatsTrend>>(productPath('statistics/trend'), query);
}

export function getStatsDurations(query: StatsQuery): Promise<ApiOk<StatsDurations>> {
  return get<ApiOk<StatsDurations>>(productPath('statistics/durations'), query);
}

export function getMyStats(query: MyStatsQuery): Promise<ApiOk<MyStats>> {
  return get<ApiOk<MyStats>>(productPath('statistics/mine'), query);
}

export function getBoard(query: BoardQuery): Promise<ApiOk<BoardStats>> {
  return get<ApiOk<BoardStats>>(productPath('statistics/board'), query);
}
