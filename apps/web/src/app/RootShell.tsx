import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { outletKey } from './outletKey';

/** Spec point 2: scroll resets to the top on every navigation; each route renders a fresh view (outletKey). */
export function RootShell() {
  const location = useLocation();
  const matches = useMatches();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname, location.search]);

  const key = outletKey(
    matches.map((match) => match.id),
    1,
    location.pathname,
  );
  return <Outlet key={key} />;
}
