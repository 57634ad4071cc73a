/** What other features load of stats on demand, each in a chunk of its own. */
/** The statistics view of /problem (ADR 0051). */
export const loadStatsView = () => import('./StatsView');
