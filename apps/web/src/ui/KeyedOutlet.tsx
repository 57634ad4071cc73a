import { Outlet, useLocation } from 'react-router';

/** A layout's page slot: a new path mounts a fresh page view (spec point 2). */
export function KeyedOutlet() {
  const { pathname } = useLocation();
  return <Outlet key={pathname} />;
}
