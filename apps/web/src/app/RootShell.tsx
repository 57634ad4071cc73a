import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';

/**
 * Spec point 2: scroll resets to the top on every navigation and each route
 * renders a fresh view keyed by its path. A layout keeps its own instance
 * (so the menu does not flash); the layout keys its page instead.
 */
export function RootShell() {
  const location = useLocation();
  const matches = useMatches();
  const child = matches[1]?.id;
  const key = child?.startsWith('layout:') ? child : location.pathname;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname, location.search]);

  return <Outlet key={key} />;
}
