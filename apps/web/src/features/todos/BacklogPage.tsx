import { useMemo, useState } from 'react';
import { BacklogIssues } from './BacklogIssues';
import { INITIAL_BACKLOG_STATE, patchBacklogState, toBacklogFilter } from './backlogState';
import { useBacklogProjects, useBacklogQuestions } from './queries';

/**
 * Route "backlog" (spec point 2, issue 11): the issues waiting on me across my projects, polled every
 * 15 s while the tab shows and refreshed at once by a live notification.
 */
export default function BacklogPage() {
  const [state, setState] = useState(INITIAL_BACKLOG_STATE);
  const filter = useMemo(() => toBacklogFilter(state), [state]);
  const projects = useBacklogProjects();
  const rows = useBacklogQuestions(filter, { pageNum: state.pageNum, pageSize: state.pageSize });
  return (
    <BacklogIssues
      projects={projects.data}
      projectsSettled={!projects.isPending}
      rows={rows}
      state={state}
      onChange={(patch) => setState((current) => patchBacklogState(current, patch))}
    />
  );
}
