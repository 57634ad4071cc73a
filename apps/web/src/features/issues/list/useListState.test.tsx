import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListState } from './useListState';

function Controls() {
  const [state, update] = useListState();
  return (
    <>
      <button type="button" onClick={() => update({ orderBy: 'priority', order: 'asc' })}>
        sort
      </button>
      <button type="button" onClick={() => update({ pageSize: 80 })}>
        size
      </button>
      <button
        type="button"
        onClick={() => {
          update({ orderBy: 'priority', order: 'asc' });
          update({ pageSize: 80 });
        }}
      >
        both
      </button>
      <output>{`${state.orderBy} ${state.order} ${String(state.pageSize)}`}</output>
    </>
  );
}

/** The list under a route whose loader (the guard's, on every change of the URL) answers when the test lets it. */
async function renderWaitingList() {
  const waiting: (() => void)[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/problem',
        element: <Controls />,
        loader: () => new Promise<null>((resolve) => waiting.push(() => resolve(null))),
      },
    ],
    { initialEntries: ['/problem'] },
  );
  render(<RouterProvider router={router} />);
  await act(async () => {
    while (waiting.length === 0) await Promise.resolve();
    waiting.shift()?.();
  });
  await screen.findByText('number desc 20');
  const letLoadersAnswer = () =>
    act(async () => {
      while (waiting.length > 0) waiting.shift()?.();
      await Promise.resolve();
    });
  return { router, letLoadersAnswer };
}

describe('the issue list state in the URL (spec point 2 "problem")', () => {
  it('keeps a change made before the page has drawn the previous one (a click handled ahead of the render)', async () => {
    const { router, letLoadersAnswer } = await renderWaitingList();
    // Both changes from one render's handler: the second cannot see a navigation state drawn after the first.
    fireEvent.click(screen.getByText('both'));
    await letLoadersAnswer();
    await waitFor(() => expect(router.state.location.search).toBe('?orderBy=priority&order=asc&pageSize=80'));
    expect(screen.getByRole('status').textContent).toBe('priority asc 80');
  });

  it('keeps a change made while the previous one still waits for the route loader', async () => {
    const { router, letLoadersAnswer } = await renderWaitingList();
    fireEvent.click(screen.getByText('sort'));
    fireEvent.click(screen.getByText('size'));
    await letLoadersAnswer();
    await waitFor(() => expect(router.state.location.search).toBe('?orderBy=priority&order=asc&pageSize=80'));
    expect(screen.getByRole('status').textContent).toBe('priority asc 80');
  });
});
