import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeyedOutlet } from '../ui/KeyedOutlet';
import { useAppNavigate } from './navigation';
import { RootShell } from './RootShell';

/** Counts its own mounts: a fresh view per path shows up as a new count. */
let mounts = 0;
function Page() {
  const [mount] = useState(() => ++mounts);
  const navigate = useAppNavigate();
  return (
    <div>
      <span data-testid="mount">{mount}</span>
      <button onClick={() => navigate('/problem?projectId=1')}>same</button>
      <button onClick={() => navigate('/backlog')}>other</button>
    </div>
  );
}

function renderShell(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RootShell />,
        children: [{ id: 'layout:main', element: <KeyedOutlet />, children: [{ path: '*', element: <Page /> }] }],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('shell behaviour (spec point 2 "Route guard")', () => {
  it('scrolls to the top on every navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderShell('/problem');
    scrollTo.mockClear();
    await act(() => router.navigate('/backlog'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('names on <html> the address it has drawn, once drawn', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderShell('/problem?projectId=1');
    expect(document.documentElement.dataset.drawn).toBe('/problem?projectId=1');
    await act(() => router.navigate('/backlog'));
    expect(document.documentElement.dataset.drawn).toBe('/backlog');
  });

  it("takes away the workspace's frame the server drew, once the first route has drawn (ADR 0150)", () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const frame = document.createElement('div');
    frame.id = 'workspace-shell';
    document.body.prepend(frame);
    renderShell('/problem');
    expect(screen.getByTestId('mount')).toBeTruthy();
    expect(document.getElementById('workspace-shell')).toBeNull();
  });

  it('mounts a fresh view for each path', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderShell('/problem');
    const first = screen.getByTestId('mount').textContent;
    await act(() => router.navigate('/backlog'));
    expect(screen.getByTestId('mount').textContent).not.toBe(first);
  });

  it('swallows navigation to the page already shown', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderShell('/problem?projectId=1');
    const before = router.state.historyAction;
    const mount = screen.getByTestId('mount').textContent;
    await act(async () => screen.getByText('same').click());
    expect(router.state.location.pathname).toBe('/problem');
    expect(router.state.historyAction).toBe(before);
    expect(screen.getByTestId('mount').textContent).toBe(mount);
    await act(async () => screen.getByText('other').click());
    expect(router.state.location.pathname).toBe('/backlog');
    expect(router.state.historyAction).toBe('PUSH');
  });
});
