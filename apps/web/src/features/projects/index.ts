/**
 * What other features may use of projects: the caller's projects and members, their query keys and freshness, and the
 * upgrade page's path.
 */
export { UPGRADE_PATH } from './PlanLimitDialog';
export { myProjectsQuery, PREFETCHED_FRESH_MS, projectKeys, useMembers, useMyProjects } from './queries';
