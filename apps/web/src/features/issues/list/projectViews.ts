import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadIterationsView } from '../../iterations';
import { loadPlansView } from '../../plans';
import { loadStatsView } from '../../stats';

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
 * the issue list does not download a Gantt chart or ECharts. Each capability adds its own entry here. This list's
 * type checks each view's props against ProjectViewProps; the views do not import it, so none imports the issues
 * feature back (ADR 0138).
 */
export const PROJECT_VIEWS: readonly ProjectView[] = [
  { key: 'plans', Page: lazy(loadPlansView) },
  { key: 'iterations', Page: lazy(loadIterationsView) },
  { key: 'stats', Page: lazy(loadStatsView) },
];
