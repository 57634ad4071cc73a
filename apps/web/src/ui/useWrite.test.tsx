import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { post } from '../api/client';
import { type Feedback, installFeedback } from '../api/feedback';
import { renderWithApp } from '../test/renderPage';
import { useWrite, type WriteOptions } from './useWrite';

/** The toasts the API client showed itself (spec point 8), apart from the ones the hook shows in antd. */
let clientToasts: string[] = [];

const recorder: Feedback = {
  toastError: (message) => clientToasts.push(message),
  notifyError: (title) => clientToasts.push(title),
  confirmSignInAgain: () => Promise.resolve(false),
};

/** The fake back end: stands in for the browser's fetch and answers every call with `body`. */
function answer(body: unknown) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })));
}

let reads = 0;
let order: string[] = [];

/** A list read through the cache and one write on it, as a feature's page has them. */
function Page(props: Omit<WriteOptions<{ code: number; msg: string }, string>, 'write'> & { quiet?: boolean }) {
  const { quiet = false, ...options } = props;
  const list = useQuery({
    queryKey: ['things', 'list'],
    queryFn: () => {
      reads += 1;
      return Promise.resolve(reads);
    },
  });
  const save = useWrite({
    write: (name: string) => post<{ code: number; msg: string }>('/things', { name }, { quiet }),
    ...options,
  });
  return (
    <>
      <span data-testid="reads">{String(list.data ?? 0)}</span>
      <Button loading={save.isPending} onClick={() => save.mutate('first')}>
        save
      </Button>
    </>
  );
}

beforeEach(() => {
  clientToasts = [];
  reads = 0;
  order = [];
  installFeedback(recorder);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useWrite', () => {
  it('says the success, reads the named queries again and only then runs onSuccess', async () => {
    answer({ code: 200, msg: 'saved by the server' });
    renderWithApp(
      <Page
        success={(data, name) => `${data.msg}: ${name}`}
        refresh={[['things']]}
        onSuccess={() => {
          order.push(`onSuccess after ${String(reads)} reads`);
        }}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('reads').textContent).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('saved by the server: first')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('reads').textContent).toBe('2'));
    expect(order).toEqual(['onSuccess after 2 reads']);
  });

  it('says nothing more about a failure the client has already shown', async () => {
    answer({ code: 500, msg: '名称已存在' });
    const onError = vi.fn();
    renderWithApp(<Page onError={onError} />);
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(clientToasts).toEqual(['名称已存在']);
    expect(screen.queryByText('名称已存在')).toBeNull();
    expect(screen.getByTestId('reads').textContent).toBe('1');
  });

  it('shows the server message of a quiet call once, as an error toast', async () => {
    answer({ code: 500, msg: 'Name already taken' });
    renderWithApp(<Page quiet success="never said" />);
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Name already taken')).toBeTruthy();
    expect(clientToasts).toEqual([]);
    expect(screen.queryByText('never said')).toBeNull();
  });

  it('leaves a failure the page owns to the page', async () => {
    answer({ code: 500, msg: 'shown inline by the page' });
    const onError = vi.fn();
    renderWithApp(<Page quiet ownsFailure onError={onError} />);
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect((onError.mock.calls[0]?.[0] as Error).message).toBe('shown inline by the page');
    expect(screen.queryByText('shown inline by the page')).toBeNull();
  });

  it('keeps the button loading while the call is pending, from the mutation itself', async () => {
    let release: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (release = resolve)));
    renderWithApp(<Page />);
    const button = screen.getByRole('button', { name: 'save' });
    fireEvent.click(button);
    await waitFor(() => expect(button.className).toContain('ant-btn-loading'));
    release(new Response(JSON.stringify({ code: 200, msg: '' }), { status: 200 }));
    await waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
  });
});
