import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { outletKey } from '../ui/outletKey';
import { removeWorkspaceShell } from './workspaceShell';

/**
 * Spec point 2: scroll resets to the top on every navigation; each route renders a fresh view (outletKey). `<html
 * data-drawn>` names the address the document shows once drawn. The frame the server drew into a workspace page
 * (ADR 0150) goes once the first route has drawn over it.
 */
export function RootShell() {
  const location = useLocation();
  const matches = useMatches();

  useEffect(removeWorkspaceShell, []);

  useEffect(() => {
    window.scrollTo(0, 0);
    // The address bar changes before React draws a navigation (the router renders it in a transition), so a reader
    // of the page (the journeys' accessibility check) learns here which address the document now shows.
    document.documentElement.dataset.drawn = location.pathname + location.search;
  }, [location.pathname, location.search]);

  const key = outletKey(
    matches.map((match) => match.id),
    1,
    location.pathname,
  );
  return <Outlet key={key} />;
}
