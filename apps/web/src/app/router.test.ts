import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from './router';
import { RouteErrorPage } from './routeError/RouteErrorPage';

/** The router turns each route's ErrorBoundary into the element it draws on an error. */
function drawsErrorPage(route: RouteObject): boolean {
  return isValidElement(route.errorElement) && route.errorElement.type === RouteErrorPage;
}

function everyRoute(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);
}

/** Issue 28, point 9: React Router's developer screen is never what a person meets. */
describe('the app router', () => {
  it("gives the root, every layout and every page the product's error element", () => {
    const router = createAppRouter();
    const routes = everyRoute(router.routes);
    // The unmatched route draws nothing: its loader only redirects, under the root's error element.
    const drawn = routes.filter((route) => route.id !== 'unmatched');
    expect(drawn.filter((route) => !drawsErrorPage(route)).map((route) => route.id)).toEqual([]);
    expect(drawn.map((route) => route.id)).toEqual(
      expect.arrayContaining(['root', 'layout:portal', 'layout:antd', 'layout:main', 'index:/index', 'home:/']),
    );
    router.dispose();
  });
});
