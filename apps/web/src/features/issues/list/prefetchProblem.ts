import type { QueryClient } from '@tanstack/react-query';
import { myProjectsQuery } from '../../projects';
import { ALL_ROWS, readListState, toRequestFilter } from './listState';
import { columnPreferenceQuery, issueRowsQuery, tabPreferenceQuery, typeCountsQuery } from './useIssueQueries';

/**
 * What the issue list (route "problem") reads first, asked for by the route's loader once the guard let the
 * visit through (ADR 0095): the current project and then the rows the URL asks for, while the page's chunks are
 * still loading. The page's own queries then find them in the cache. A link to one issue reads nothing here.
 * The type counts and the person's tab and column choices come too: the list draws its toolbar and table once
 * they are known (IssueList), so their arrival never moves what is already on screen.
 */
export async function prefetchProblem(client: QueryClient, url: URL): Promise<void> {
  if (url.searchParams.has('questionId')) return;
  // Whatever the cache holds, however old: a sort or a page turn runs the loader again and must not re-read it.
  const mine = await client.ensureQueryData(myProjectsQuery());
  const project = mine.current;
  if (!project) return;
  const state = readListState(url.searchParams);
  const page = state.pageSize === ALL_ROWS ? ALL_ROWS : { pageNum: state.pageNum, pageSize: state.pageSize };
  await Promise.all([
    client.prefetchQuery(issueRowsQuery(project.projectId, toRequestFilter(project.projectId, state), page)),
    client.prefetchQuery(typeCountsQuery(project.projectId)),
    client.prefetchQuery(tabPreferenceQuery()),
    client.prefetchQuery(columnPreferenceQuery()),
  ]);
}
