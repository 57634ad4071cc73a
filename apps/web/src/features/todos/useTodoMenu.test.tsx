import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { Menu } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as backlogApi from '../../api/backlog';
import { changeLocale } from '../../i18n';

import { useTodoMenu } from './useTodoMenu';
import { ok } from '../../test/api';

vi.mock('../../api/backlog', () => import('./backlogApiMock.fixture').then((mocks) => mocks.backlogApiMock));

function TodoMenu() {
  return <Menu mode="inline" openKeys={['group:todo']} items={[useTodoMenu()]} />;
}

function renderMenu() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TodoMenu />
    </QueryClientProvider>,
  );
}

beforeEach(() => changeLocale('en'));
afterEach(() => vi.clearAllMocks());

describe('to-do submenu counts (spec points 2 "Left menu" and 4, issue 11)', () => {
  it('shows my and my members’ pending counts, and a dot on the submenu', async () => {
    vi.mocked(backlogApi.getTodoCounts).mockResolvedValue(ok({ mine: 3, members: 4, managesMembers: true }));
    renderMenu();
    await waitFor(() => expect(screen.getAllByTestId('todo-count')).toHaveLength(2));
    const [mine, members] = screen.getAllByTestId('todo-count');
    expect(mine?.querySelector('[title="3"]')).toBeTruthy();
    expect(members?.querySelector('[title="4"]')).toBeTruthy();
    expect(screen.getByTestId('todo-dot').querySelector('.ant-badge-dot')).toBeTruthy();
  });

  it('hides the counts and the dot when nothing waits', async () => {
    vi.mocked(backlogApi.getTodoCounts).mockResolvedValue(ok({ mine: 0, members: 0, managesMembers: false }));
    renderMenu();
    await waitFor(() => expect(backlogApi.getTodoCounts).toHaveBeenCalled());
    await screen.findByText('My to-dos');
    expect(screen.queryAllByTestId('todo-count')).toHaveLength(0);
    expect(screen.getByTestId('todo-dot').querySelector('.ant-badge-dot')).toBeNull();
  });
});
