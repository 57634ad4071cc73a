import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { componentOrFailure, someRouteFailedToLoad } from './componentOrFailure';
import { AntdAround } from './errorResult';
import { reloadPage } from './pageReload';
import { RouteErrorPage } from './RouteErrorPage';
import type * as staleBuild from './staleBuild';
import { reloadOnceForNewBuild } from './staleBuild';

vi.mock('./pageReload', () => ({ reloadPage: vi.fn() }));
// Watched, not replaced: the error page decides in an effect, which may run after its heading is drawn.
vi.mock('./staleBuild', async (importOriginal) => {
  const original = await importOriginal<typeof staleBuild>();
  return { ...original, reloadOnceForNewBuild: vi.fn(original.reloadOnceForNewBuild) };
});

/** What Chromium throws when a lazy page's hashed file is gone after a deployment. */
const goneFile = () =>
  new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/Price-1a2b.js');

/** A layout of its own, to see that the error page shows inside it, as a page's does inside the portal's or the menu. */
function Layout() {
  return (
    <div data-testid="layout">
      <Outlet />
    </div>
  );
}

/**
 * A page that fails with `error` inside a layout, set up as router.tsx does: every route with the product's error
 * element, the layout's and the page's modules by lazy properties through componentOrFailure, the guard's loader.
 */
function renderFailing(error: Error, wrap: (router: ReactNode) => ReactNode = (router) => router) {
  const router = createMemoryRouter([
    {
      id: 'root',
      Component: Outlet,
      HydrateFallback: () => null,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          id: 'layout',
          lazy: { Component: componentOrFailure(async () => Layout) },
          ErrorBoundary: RouteErrorPage,
          children: [
            {
              path: '/',
              loader: () => null,
              lazy: { Component: componentOrFailure(() => Promise.reject(error)) },
              ErrorBoundary: RouteErrorPage,
            },
          ],
        },
      ],
    },
  ]);
  render(wrap(<RouterProvider router={router} />));
}

beforeEach(async () => {
  // React and React Router report each error an error element catches on the console; the page is what is tested.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  window.sessionStorage.clear();
  vi.mocked(reloadPage).mockClear();
  vi.mocked(reloadOnceForNewBuild).mockClear();
  await i18n.changeLanguage('zh');
});
afterAll(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('zh');
});

/** Issue 28, point 9: a failing route shows the product's page, never React Router's developer screen. */
describe('the error element of every route', () => {
  it('reloads once for a file gone with a deployment, then says so in Chinese with a reload button', async () => {
    renderFailing(goneFile());
    expect(await screen.findByRole('heading', { level: 1, name: '页面没能加载' })).toBeTruthy();
    expect(screen.getByText('Questline 可能刚刚更新过版本。重新加载页面，即可继续使用新版本。')).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error|Hey developer/)).toBeNull();
    // In its place within the layout: React Router draws nothing at all for a route whose lazy loading rejected.
    expect(screen.getByTestId('layout').textContent).toContain('页面没能加载');
    expect(someRouteFailedToLoad()).toBe(true);
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));

    // After its reload the same build fails the same way: no second reload of its own, the person decides.
    renderFailing(goneFile());
    await screen.findAllByRole('heading', { level: 1, name: '页面没能加载' });
    await vi.waitFor(() => expect(reloadOnceForNewBuild).toHaveBeenCalledTimes(2));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getAllByRole('button', { name: '重新加载' })[0] as HTMLElement);
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('speaks English when the interface does', async () => {
    await i18n.changeLanguage('en');
    renderFailing(goneFile());
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeTruthy();
    expect(
      screen.getByText('Questline may just have been updated. Reload the page to carry on with the new version.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    // The button's reload and the page's own one for the file gone.
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(2));
  });

  it('tells a fault of the page apart, in both languages, and does not reload by itself for it', async () => {
    renderFailing(new Error('Cannot read properties of undefined'));
    expect(await screen.findByRole('heading', { level: 1, name: '页面出错了' })).toBeTruthy();
    expect(screen.getByText('请重新加载页面再试一次；如果问题仍然存在，请反馈给管理员。')).toBeTruthy();
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong on this page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("is antd's Result inside the workspace's antd shell, and plain elements where antd is not around", async () => {
    renderFailing(new Error('boom'), (router) => <AntdAround.Provider value>{router}</AntdAround.Provider>);
    // The plain page stands until antd's Result has loaded, then gives way to it.
    await vi.waitFor(() => expect(document.querySelector('.ant-result-error h1')?.textContent).toBe('页面出错了'), {
      timeout: 10_000,
    });
    expect(screen.getByRole('button', { name: '重新加载' }).classList).toContain('ant-btn-primary');
    document.body.replaceChildren();

    renderFailing(goneFile());
    const plain = await screen.findByRole('heading', { level: 1, name: '页面没能加载' });
    expect(plain.closest('.route-error')).not.toBeNull();
    expect(document.querySelector('.ant-result')).toBeNull();
  });
});
