import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as backlogApi from '../../api/backlog';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { viewportWidth } from '../../test/viewport';
import BacklogUserPage from './BacklogUserPage';
import { ROWS, mockBacklogCalls } from '../../test/fixtures/todos';
import { page } from '../../test/api';

vi.mock('../../api/backlog', () => import('./backlogApiMock.fixture').then((mocks) => mocks.backlogApiMock));
vi.mock('../../api/issues', () => ({ getQuestion: vi.fn(), getFormInit: vi.fn() }));

const lastFilter = () => vi.mocked(backlogApi.getMemberBacklogQuestions).mock.lastCall?.[0];

beforeEach(async () => {
  await changeLocale('en');
  mockBacklogCalls();
});
afterEach(() => vi.clearAllMocks());

describe('BacklogUserPage (spec point 2 "backloguser", issue 11)', () => {
  it('lists the members with their pending counts and shows the first one’s to-dos', async () => {
    renderPage(<BacklogUserPage />, '/backloguser');
    const list = await screen.findByTestId('backlog-members');
    expect(within(list).getAllByRole('menuitem')).toHaveLength(2);
    const dana = within(list).getByText('Dev Dana').closest('[role="menuitem"]');
    expect(dana?.textContent).toMatch(/Dev Dana3$/);
    await waitFor(() => expect(backlogApi.getMemberBacklogProjects).toHaveBeenCalledWith(1));
    await waitFor(() => expect(lastFilter()).toEqual({ userId: 1, orderBy: 'updateTime', order: 'desc' }));
    expect(await screen.findByRole('button', { name: 'Login button misaligned' })).toBeTruthy();
    expect(await screen.findByText('Alpha (2)')).toBeTruthy();
  });

  it('reads another member’s projects and issues when chosen, filters kept to that member', async () => {
    vi.mocked(backlogApi.getMemberBacklogQuestions).mockResolvedValue(page(ROWS.slice(2), 1));
    renderPage(<BacklogUserPage />, '/backloguser');
    fireEvent.click(await screen.findByText('Dev Dana'));
    await waitFor(() => expect(backlogApi.getMemberBacklogProjects).toHaveBeenCalledWith(2));
    await waitFor(() => expect(lastFilter()).toMatchObject({ userId: 2 }));
    fireEvent.click(await screen.findByText('Alpha (2)'));
    await waitFor(() => expect(lastFilter()).toMatchObject({ userId: 2, projectId: 5 }));
    expect(await screen.findByRole('button', { name: 'Crash on save' })).toBeTruthy();
  });

  it('sets the members beside the list on a wide screen, and in a strip above it at 1366 px (issue 38, point 4)', async () => {
    const viewport = viewportWidth(1700);
    try {
      renderPage(<BacklogUserPage />, '/backloguser');
      expect((await screen.findByTestId('backlog-members')).className).toContain('ant-menu-inline');
      expect(screen.getByText('Members')).toBeTruthy();
      cleanup();
      viewport.resize(1366);
      renderPage(<BacklogUserPage />, '/backloguser');
      expect((await screen.findByTestId('backlog-members')).className).toContain('ant-menu-horizontal');
      expect(screen.queryByText('Members')).toBeNull();
    } finally {
      viewport.restore();
    }
  });

  it('says so when the person administers no project', async () => {
    vi.mocked(backlogApi.getManagedMembers).mockResolvedValue(page([]));
    renderPage(<BacklogUserPage />, '/backloguser');
    expect(await screen.findByText(/You administer no project/)).toBeTruthy();
    expect(backlogApi.getMemberBacklogQuestions).not.toHaveBeenCalled();
  });
});
