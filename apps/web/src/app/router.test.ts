import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './router';
import { RouteErrorPage } from './routeError/RouteErrorPage';

function everyRoute(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);
}

/** Issue 28, point 9: React Router's developer screen is never what a person meets. */
describe('the app routes', () => {
  it("give the root, every layout and every page the product's error element", () => {
    const routes = everyRoute(appRoutes());
    // The unmatched route draws nothing: its loader only redirects, under the root's error element.
    const drawn = routes.filter((route) => route.id !== 'unmatched');
    expect(drawn.filter((route) => route.ErrorBoundary !== RouteErrorPage).map((route) => route.id)).toEqual([]);
    expect(drawn.map((route) => route.id)).toEqual(
      expect.arrayContaining(['root', 'layout:portal', 'layout:antd', 'layout:main', 'index:/index', 'home:/']),
    );
  });
});
