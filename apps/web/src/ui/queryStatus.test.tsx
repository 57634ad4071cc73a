import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasAnswer, listStatus } from './queryStatus';

function Body({ query }: { query: Parameters<typeof listStatus>[0] }) {
  const { loading, locale } = listStatus(query, 'Nothing here.');
  return (
    <div data-loading={loading}>
      <>{locale.emptyText}</>
    </div>
  );
}

describe('listStatus (issue 38, point 6 "loading is not emptiness")', () => {
  it('draws a skeleton and no spinner before the first answer', () => {
    render(<Body query={{ data: undefined, isFetching: true }} />);
    expect(screen.getByTestId('list-skeleton')).toBeTruthy();
    expect(screen.queryByText('Nothing here.')).toBeNull();
    expect(document.querySelector('[data-loading="false"]')).toBeTruthy();
  });

  it('says the list is empty only once the server answered', () => {
    render(<Body query={{ data: [], isFetching: false }} />);
    expect(screen.getByText('Nothing here.')).toBeTruthy();
    expect(screen.queryByTestId('list-skeleton')).toBeNull();
  });

  it('takes a kept previous page for no answer, and spins over it while the new one loads', () => {
    const kept = { data: [], isFetching: true, isPlaceholderData: true };
    expect(hasAnswer(kept)).toBe(false);
    render(<Body query={kept} />);
    expect(screen.getByTestId('list-skeleton')).toBeTruthy();
    expect(document.querySelector('[data-loading="true"]')).toBeTruthy();
  });
});
