import type { Edition } from '@questline/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import HomePage from '../features/portal/HomePage';
import WelcomePage from '../features/portal/WelcomePage';
import NotOfferedPage from '../ui/NotOfferedPage';
import { appRoutes } from './router';
import { RouteErrorPage } from './routeError/RouteErrorPage';

function everyRoute(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);
}

/** Issue 28, point 9: React Router's developer screen is never what a person meets. */
describe('the app routes', () => {
  it("give the root, every layout and every page the product's error element", () => {
    const routes = everyRoute(appRoutes('saas'));
    // The unmatched route draws nothing: its loader only redirects, under the root's error element.
    const drawn = routes.filter((route) => route.id !== 'unmatched');
    expect(drawn.filter((route) => route.ErrorBoundary !== RouteErrorPage).map((route) => route.id)).toEqual([]);
    expect(drawn.map((route) => route.id)).toEqual(
      expect.arrayContaining(['root', 'layout:portal', 'layout:antd', 'layout:main', 'index:/index', 'home:/']),
    );
  });
});

/** ADR 0103: `/` draws what the server answers for it, the sales home or a self-hosted installation's short page. */
describe('the page at a path that differs by edition', () => {
  async function pageAt(edition: Edition, id = 'home:/'): Promise<unknown> {
    const route = everyRoute(appRoutes(edition)).find((candidate) => candidate.id === id);
    if (!route?.lazy || typeof route.lazy === 'function' || !route.lazy.Component)
      throw new Error(`no lazy page ${id}`);
    return route.lazy.Component();
  }

  it('is the sales home on the hosted service and the short product page self-hosted', async () => {
    expect(await pageAt('saas')).toBe(HomePage);
    expect(await pageAt('self-hosted')).toBe(WelcomePage);
  });

  it('is "not offered here" at the pages that sell the hosted service, self-hosted only', async () => {
    for (const id of ['price:/price', 'UpgradeAccount:/user/UpgradeAccount', 'adminInvoices:/admin/invoices']) {
      expect(await pageAt('self-hosted', id)).toBe(NotOfferedPage);
      expect(await pageAt('saas', id)).not.toBe(NotOfferedPage);
    }
    expect(await pageAt('self-hosted', 'about:/about')).not.toBe(NotOfferedPage);
  });
});
