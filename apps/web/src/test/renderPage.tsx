import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';

/** Where the page navigated to: any other path renders this marker. */
function Landed() {
  const location = useLocation();
  return <div data-testid="landed">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders one page at `at` with the providers the app gives it (server state, antd App, router); `client`
 * when the test filled the cache first, as a route loader does.
 */
export function renderPage(
  page: ReactElement,
  path: string,
  at: string = path,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={client}>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </QueryClientProvider>,
  );
  return { router, client };
}

/** Renders a component (not a route) with the app's providers (server state, antd App, router); answers the cache. */
export function renderWithApp(element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AntdApp>
        <MemoryRouter>{element}</MemoryRouter>
      </AntdApp>
    </QueryClientProvider>,
  );
  return client;
}
