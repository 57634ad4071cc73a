import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as backlogApi from '../../api/backlog';
import * as issuesApi from '../../api/issues';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { detailFixture, formInitFixture } from '../../test/fixtures/issues';
import BacklogPage from './BacklogPage';
import { mockBacklogCalls } from '../../test/fixtures/todos';
import { ok, page } from '../../test/api';
import { restoreRealTimers } from '../../test/timers';

vi.mock('../../api/backlog', () => import('./backlogApiMock.fixture').then((mocks) => mocks.backlogApiMock));
vi.mock('../../api/issues', () => ({ getQuestion: vi.fn(), getFormInit: vi.fn(), listShares: vi.fn() }));

const lastFilter = () => vi.mocked(backlogApi.getBacklogQuestions).mock.lastCall?.[0];
// getAllByRole is slow on antd's tables; the header cells' text is what the person reads.
const headers = () => Array.from(document.querySelectorAll('th'), (cell) => cell.textContent);
const lastPage = () => vi.mocked(backlogApi.getBacklogQuestions).mock.lastCall?.[1];

beforeEach(async () => {
  await changeLocale('en');
  mockBacklogCalls();
  vi.mocked(issuesApi.getQuestion).mockResolvedValue(ok(detailFixture({ questionId: 201, projectId: 6 })));
  vi.mocked(issuesApi.getFormInit).mockResolvedValue(ok(formInitFixture()));
});
afterEach(() => {
  vi.clearAllMocks();
  restoreRealTimers();
});

describe('BacklogPage (spec point 2 "backlog", issue 11)', () => {
  it('lists the projects with pending work and the pending issues across them, with the project and my part', async () => {
    renderPage(<BacklogPage />, '/backlog');
    const projects = await screen.findByTestId('backlog-projects');
    await waitFor(() =>
      expect(
        within(projects)
          .getAllByRole('checkbox')
          .map((chip) => chip.textContent),
      ).toEqual(['All projects (3)', 'Alpha (2)', 'Beta (1)']),
    );
    const row = (await screen.findByText('Crash on save')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Beta')).toBeTruthy();
    expect(within(row).getByText('Re-verify')).toBeTruthy();
    expect(headers()).toContain('Project');
    expect(lastFilter()).toEqual({ orderBy: 'updateTime', order: 'desc' });
    expect(lastPage()).toEqual({ pageNum: 1, pageSize: 20 });
  });

  it('waits with skeletons, not "All projects (0)" and "Nothing is waiting", until the to-dos answer (issue 38, point 6)', async () => {
    let answerProjects: (value: Awaited<ReturnType<typeof backlogApi.getBacklogProjects>>) => void = () => undefined;
    let answerRows: (value: Awaited<ReturnType<typeof backlogApi.getBacklogQuestions>>) => void = () => undefined;
    vi.mocked(backlogApi.getBacklogProjects).mockImplementation(
      () => new Promise((resolve) => (answerProjects = resolve)),
    );
    vi.mocked(backlogApi.getBacklogQuestions).mockImplementation(
      () => new Promise((resolve) => (answerRows = resolve)),
    );
    renderPage(<BacklogPage />, '/backlog');
    // Issue 37, ADR 0149: nothing of the card is drawn before the project chips, whose lines would push the rows down.
    await waitFor(() => expect(document.querySelector('.ant-card[aria-busy="true"] .ant-skeleton')).toBeTruthy());
    expect(screen.queryByTestId('backlog-projects')).toBeNull();
    expect(screen.queryByTestId('list-skeleton')).toBeNull();
    answerProjects(page([]));
    expect(await screen.findByText('All projects (0)')).toBeTruthy();
    expect(screen.getByTestId('list-skeleton')).toBeTruthy();
    expect(screen.queryByText('Nothing is waiting. Well done!')).toBeNull();
    answerRows(page([]));
    expect(await screen.findByText('Nothing is waiting. Well done!')).toBeTruthy();
    expect(screen.queryByTestId('list-skeleton')).toBeNull();
  });

  it('narrows by project, keyword and status in the body', async () => {
    renderPage(<BacklogPage />, '/backlog');
    fireEvent.click(await screen.findByText('Beta (1)'));
    await waitFor(() => expect(lastFilter()).toMatchObject({ projectId: 6 }));
    const search = screen.getByRole('searchbox', { name: 'Search to-dos' });
    fireEvent.change(search, { target: { value: '  crash ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(lastFilter()).toMatchObject({ projectId: 6, keyword: 'crash' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByTitle('To re-verify'));
    await waitFor(() => expect(lastFilter()).toMatchObject({ projectId: 6, keyword: 'crash', status: [5] }));
    fireEvent.click(screen.getByText('All projects (3)'));
    await waitFor(() => expect(lastFilter()).not.toHaveProperty('projectId'));
  });

  it('opens an issue in the drawer of its own project', async () => {
    renderPage(<BacklogPage />, '/backlog');
    fireEvent.click(await screen.findByRole('button', { name: 'Crash on save' }));
    await screen.findByTestId('question-detail');
    expect(issuesApi.getQuestion).toHaveBeenCalledWith(6, 201);
  });

  it('saves the chosen columns for the person', async () => {
    renderPage(<BacklogPage />, '/backlog');
    fireEvent.click(await screen.findByRole('button', { name: /Columns/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Project' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backlogApi.setBacklogColumns).toHaveBeenCalled());
    expect(vi.mocked(backlogApi.setBacklogColumns).mock.lastCall?.[0]).not.toContain('projectName');
    await waitFor(() => expect(headers()).not.toContain('Project'));
  });

  it('polls every 15 s while the tab is visible and not while it is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(<BacklogPage />, '/backlog');
    await screen.findByRole('button', { name: 'Crash on save' });
    const calls = () => vi.mocked(backlogApi.getBacklogQuestions).mock.calls.length;
    const before = calls();
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(calls()).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(calls()).toBe(before + 1);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(45_000));
    expect(calls()).toBe(before + 1);
    visibility.mockRestore();
  });
});
