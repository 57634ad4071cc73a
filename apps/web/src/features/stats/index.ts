/**
 * What other features may use of statistics: the figures, labels and chart options the big screen shows, its live
 * project-room events, and the statistics view as a lazy project view.
 */
export { chartSummary, statusLabel, viewerUtcOffset } from './labels';
export { statsKeys, useBoard, useMyStats } from './queries';
export { barOption, type NamedValue } from './statsOptions';
export { useProjectRoomEvents } from './useProjectRoomEvents';

export { loadStatsView } from './lazy';
