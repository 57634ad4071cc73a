import { Outlet, useLocation, useMatches } from 'react-router';
import { outletKey } from './outletKey';

/** Where the workspace layout's page sits among the matches: under the root and the antd shell. */
const WORKSPACE_PAGE_DEPTH = 3;

/**
 * A layout's page slot: a new path mounts a fresh page view (spec point 2), but a layout nested in it (the
 * administration area, issue 35) keeps its instance, so its navigation does not flash. `depth` is where the
 * slot's child sits among the matches.
 */
export function KeyedOutlet({ depth = WORKSPACE_PAGE_DEPTH }: { depth?: number }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  return (
    <Outlet
      key={outletKey(
        matches.map((match) => match.id),
        depth,
        pathname,
      )}
    />
  );
}
