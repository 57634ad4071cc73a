import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { issueKeys } from '../queries';
import { useIssueChange } from './useIssueChange';

afterEach(cleanup);

/** A detail read the test answers by hand, so it can hold the read after a change. */
function heldReads() {
  const pending: (() => void)[] = [];
  let count = 0;
  return {
    read: () => {
      count += 1;
      return count === 1
        ? Promise.resolve(count)
        : new Promise<number>((resolve) => pending.push(() => resolve(count)));
    },
    release: () => pending.splice(0).forEach((resolve) => resolve()),
  };
}

function Probe({ read }: { read: () => Promise<number> }) {
  const detail = useQuery({ queryKey: [...issueKeys.all(1), 'detail', 7], queryFn: read });
  const { busy, change } = useIssueChange(1, () => undefined);
  return (
    <>
      <span data-testid="read">{String(detail.data ?? 0)}</span>
      <button type="button" disabled={busy} onClick={() => void change(() => Promise.resolve(), 'done')}>
        act
      </button>
    </>
  );
}

describe('useIssueChange', () => {
  it('keeps the buttons disabled until the issue has been read again after a change', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const reads = heldReads();
    render(
      <QueryClientProvider client={client}>
        <App>
          <Probe read={reads.read} />
        </App>
      </QueryClientProvider>,
    );
    expect((await screen.findByText('1', { selector: '[data-testid="read"]' })).textContent).toBe('1');
    const button = screen.getByRole('button', { name: 'act' });
    fireEvent.click(button);
    // The change is done and the detail is being read again: the old state's buttons must not be pressed.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(button.hasAttribute('disabled')).toBe(true);
    await act(async () => reads.release());
    await screen.findByText('2', { selector: '[data-testid="read"]' });
    expect(button.hasAttribute('disabled')).toBe(false);
  });
});
