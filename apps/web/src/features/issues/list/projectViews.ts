import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** What every project view receives: the current project and whether the caller administers it. */
export interface ProjectViewProps {
  projectId: number;
  canManage: boolean;
}

export interface ProjectView {
  /** The `view` search parameter that shows it (ADR 0051); its tab's label is `views.<key>` in `issues`. */
  key: string;
  Page: LazyExoticComponent<ComponentType<ProjectViewProps>>;
}

/**
 * The project's views besides its issue list, shown as tabs on /problem (ADR 0051). Each is a lazy chunk, so
 * the issue list does not download a Gantt chart or ECharts. Each capability adds its own entry here.
 */
export const PROJECT_VIEWS: readonly ProjectView[] = [
  { key: 'plans', Page: lazy(() => import('../../plans/PlansView')) },
  { key: 'iterations', Page: lazy(() => import('../../iterations/IterationsView')) },
  { key: 'stats', Page: lazy(() => import('../../stats/StatsView')) },
];
