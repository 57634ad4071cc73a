import { type RouteObject, createBrowserRouter } from 'react-router';
import { currentLocale, loadNamespaces } from '../i18n';
import { guardLoader, unmatchedLoader } from './guardLoader';
import { type Layout, ROUTES, type RouteEntry, pageLoader } from './routeTable';
import { RootShell } from './RootShell';

function toRoute(entry: RouteEntry): RouteObject {
  const load = pageLoader(entry.name);
  return {
    id: `${entry.name}:${entry.path}`,
    path: entry.path,
    handle: { name: entry.name },
    loader: guardLoader(entry),
    // Lazy by property (issue 17): the guard's loader is known up front, so it (and its getInfo) runs while
    // the page's chunk loads rather than after it.
    lazy: { Component: async () => (await load()).default },
  };
}

const layouts: Record<Exclude<Layout, 'standalone'>, () => Promise<RouteObject['Component']>> = {
  portal: async () => (await import('../layouts/PortalLayout')).PortalLayout,
  main: async () => (await import('../layouts/MainLayout')).MainLayout,
};

function layoutRoute(layout: Exclude<Layout, 'standalone'>): RouteObject {
  return {
    id: `layout:${layout}`,
    lazy: { Component: layouts[layout] },
    children: ROUTES.filter((route) => route.layout === layout).map(toRoute),
  };
}

/**
 * History mode (spec point 2); each page and layout is its own chunk. The portal stands alone; the workspace
 * and the standalone pages sit inside AntdShell, so antd and the workspace's translations arrive with the first
 * of them (issue 12).
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      Component: RootShell,
      HydrateFallback: () => null,
      children: [
        layoutRoute('portal'),
        {
          id: 'layout:antd',
          lazy: {
            Component: async () => {
              const [{ AntdShell }] = await Promise.all([import('./AntdShell'), loadNamespaces(currentLocale())]);
              return AntdShell;
            },
          },
          children: [layoutRoute('main'), ...ROUTES.filter((route) => route.layout === 'standalone').map(toRoute)],
        },
        { id: 'unmatched', path: '*', loader: unmatchedLoader },
      ],
    },
  ]);
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
