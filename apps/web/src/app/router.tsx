import { type Edition, offersPage } from '@questline/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, createBrowserRouter } from 'react-router';
import { currentLocale, loadNamespaces } from '../i18n';
import { guardLoader, unmatchedLoader } from './guardLoader';
import { queryClient } from './queryClient';
import { type PageLoader, pageLoader } from './pages';
import { type Layout, ROUTES, type RouteEntry, type RouteName } from './routeTable';
import { RootShell } from './RootShell';
import { componentOrFailure } from './routeError/componentOrFailure';
import { servedEdition } from './servedEdition';
import { RouteErrorPage } from './routeError/RouteErrorPage';

type Prefetch = (client: QueryClient, url: URL) => Promise<void>;

/** Pages whose first reads start in the loader, beside their chunks, rather than after they render (ADR 0095). */
const PREFETCHES: Partial<Record<RouteName, () => Promise<Prefetch>>> = {
  problem: async () => (await import('../features/issues/list/prefetchProblem')).prefetchProblem,
};

/** The guard, then the page's prefetch if it has one: started, not awaited, so the page never waits for it. */
function routeLoader(entry: RouteEntry) {
  const guarded = guardLoader(entry);
  const prefetch = PREFETCHES[entry.name];
  if (!prefetch) return guarded;
  return async (args: LoaderFunctionArgs) => {
    // Its module loads while the guard asks who is signed in; it runs only for a visit the guard let through.
    const loading = prefetch();
    const passed = await guarded(args);
    void loading.then((run) => run(queryClient, new URL(args.request.url))).catch(() => undefined);
    return passed;
  };
}

/**
 * ADR 0103: a self-hosted installation's `/` is the short product page instead of the sales home; the route keeps
 * its id and title, only the page differs, as the server's answer for `/` does.
 */
function pageAt(entry: RouteEntry, edition: Edition): RouteName {
  return entry.path === '/' && edition === 'self-hosted' ? 'welcome' : entry.name;
}

/** ADR 0103: a self-hosted installation says so at the pages that sell the hosted service (the server does too). */
const notOffered: PageLoader = () => import('../ui/NotOfferedPage');

function toRoute(entry: RouteEntry, edition: Edition): RouteObject {
  const load = offersPage(edition, entry.path) ? pageLoader(pageAt(entry, edition)) : notOffered;
  return {
    id: `${entry.name}:${entry.path}`,
    path: entry.path,
    handle: { name: entry.name },
    loader: routeLoader(entry),
    // Issue 28, point 9: a page that fails (its file gone after a deployment, or a fault) shows inside its layout.
    ErrorBoundary: RouteErrorPage,
    // Lazy by property (issue 17): the guard's loader is known up front, so it (and its getInfo) runs while
    // the page's chunk loads rather than after it.
    lazy: { Component: componentOrFailure(async () => (await load()).default) },
  };
}

const layouts: Record<Exclude<Layout, 'standalone'>, () => Promise<ComponentType>> = {
  portal: async () => (await import('../layouts/PortalLayout')).PortalLayout,
  main: async () => (await import('../layouts/MainLayout')).MainLayout,
  admin: async () => (await import('../layouts/AdminLayout')).AdminLayout,
};

/** The administration area's layout sits inside the workspace's (issue 35, ADR 0128): its header and menu stay. */
const NESTED: Partial<Record<Exclude<Layout, 'standalone'>, Exclude<Layout, 'standalone'>>> = { main: 'admin' };

function layoutRoute(layout: Exclude<Layout, 'standalone'>, edition: Edition): RouteObject {
  const nested = NESTED[layout];
  return {
    id: `layout:${layout}`,
    lazy: { Component: componentOrFailure(layouts[layout]) },
    ErrorBoundary: RouteErrorPage,
    children: [
      ...ROUTES.filter((route) => route.layout === layout).map((route) => toRoute(route, edition)),
      ...(nested ? [layoutRoute(nested, edition)] : []),
    ],
  };
}

/**
 * History mode (spec point 2); each page and layout is its own chunk. The portal stands alone; the workspace
 * and the standalone pages sit inside AntdShell, so antd and the workspace's translations arrive with the first
 * of them (issue 12). Every route, page, layout and the root, has the product's error element (issue 28).
 */
export function appRoutes(edition: Edition): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootShell,
      HydrateFallback: () => null,
      ErrorBoundary: RouteErrorPage,
      children: [
        layoutRoute('portal', edition),
        {
          id: 'layout:antd',
          ErrorBoundary: RouteErrorPage,
          lazy: {
            Component: componentOrFailure(async () => {
              const [{ AntdShell }] = await Promise.all([import('./AntdShell'), loadNamespaces(currentLocale())]);
              return AntdShell;
            }),
          },
          children: [
            layoutRoute('main', edition),
            ...ROUTES.filter((route) => route.layout === 'standalone').map((route) => toRoute(route, edition)),
          ],
        },
        { id: 'unmatched', path: '*', loader: unmatchedLoader },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes(servedEdition()));
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the first navigation's loaders and lazy modules are in: hydration needs the whole tree (ADR 0050). */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
