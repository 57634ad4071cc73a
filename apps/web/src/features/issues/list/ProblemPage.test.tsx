import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../api/issues';
import * as projectsApi from '../../../api/projects';
import { changeLocale } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import ProblemPage from './ProblemPage';
import { TITLE_MIN_WIDTH } from './issueColumns';
import { detailFixture } from '../../../test/fixtures/issues';
import { mockListCalls, PROJECT_ID } from '../../../test/fixtures/issueList';
import { ok } from '../../../test/api';

vi.mock('../../../api/plans', () => import('../../plans/plansApiMocks.fixture').then((mocks) => mocks.plansApiMock));
vi.mock('../../../api/issues', () => import('./listApiMocks.fixture').then((mocks) => mocks.issuesApiMock));
vi.mock('../../../api/projects', () => import('./listApiMocks.fixture').then((mocks) => mocks.projectsApiMock));
vi.mock('../../../api/iterations', () => import('./listApiMocks.fixture').then((mocks) => mocks.iterationsApiMock));

const lastFilter = () => vi.mocked(api.getProblemList).mock.lastCall?.[0];
const lastPage = () => vi.mocked(api.getProblemList).mock.lastCall?.[1];
// The type tabs carry their counts; the project views' tabs above them (ADR 0051) do not.
const typeTabNames = () =>
  screen
    .getAllByRole('tab')
    .map((tab) => tab.textContent)
    .filter((name) => /\(\d+\)$/.test(name));

function openAt(at = '/problem') {
  return renderPage(<ProblemPage />, '/problem', at);
}

beforeEach(async () => {
  await changeLocale('en');
  mockListCalls();
});
afterEach(() => vi.clearAllMocks());

describe('ProblemPage (spec point 2 "problem")', () => {
  it('shows the type tabs with their counts, "all" first in the saved order, and filters by the tab', async () => {
    vi.mocked(api.getTypeTabs).mockResolvedValue(ok([3, 1]));
    const { router } = openAt();
    await waitFor(() => expect(typeTabNames()).toEqual(['All (57)', 'Requirement (5)', 'Defect (40)']));
    fireEvent.click(screen.getByRole('tab', { name: 'Requirement (5)' }));
    await waitFor(() => expect(lastFilter()).toMatchObject({ projectId: PROJECT_ID, questionType: 3 }));
    expect(router.state.location.search).toBe('?type=3');
  });

  it('draws its toolbar and rows once the counts are known, so their arrival moves nothing on screen', async () => {
    let answer: (counts: Awaited<ReturnType<typeof api.getTypeCounts>>) => void = () => undefined;
    vi.mocked(api.getTypeCounts).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    openAt();
    await waitFor(() => expect(api.getProblemList).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Login button misaligned' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tab settings' })).toBeNull();
    answer(ok({ 0: 57, 1: 40, 2: 10, 3: 5, 4: 2 }));
    await screen.findByRole('button', { name: 'Login button misaligned' });
    expect(typeTabNames()).toEqual(['All (57)', 'Defect (40)', 'Task (10)', 'Requirement (5)', 'Optimisation (2)']);
  });

  it('saves the chosen tabs in their new order', async () => {
    vi.mocked(api.setTypeTabs).mockResolvedValue(ok(null));
    openAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Tab settings' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Task' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Optimisation up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.setTypeTabs).toHaveBeenCalledWith([1, 4, 3]));
    await waitFor(() =>
      expect(typeTabNames()).toEqual(['All (57)', 'Defect (40)', 'Optimisation (2)', 'Requirement (5)']),
    );
  });

  it('sends scope, keyword and panel filters in the body and keeps them in the URL', async () => {
    const { router } = openAt();
    await screen.findByRole('button', { name: 'Login button misaligned' });
    fireEvent.mouseDown(screen.getByLabelText('Whose issues'));
    fireEvent.click(await screen.findByTitle('I handle'));
    await waitFor(() => expect(lastFilter()).toMatchObject({ scope: 'handling' }));
    const search = screen.getByRole('searchbox', { name: 'Search issues' });
    fireEvent.change(search, { target: { value: '  login ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(lastFilter()).toMatchObject({ keyword: 'login' }));

    fireEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const panel = await screen.findByTestId('filter-panel');
    fireEvent.mouseDown(within(panel).getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Repairing'));
    await waitFor(() => expect(lastFilter()).toMatchObject({ status: [3] }));
    fireEvent.mouseDown(within(panel).getByLabelText('Handler'));
    fireEvent.click(await screen.findByTitle('Dev Dana'));
    await waitFor(() =>
      expect(lastFilter()).toEqual({
        projectId: PROJECT_ID,
        scope: 'handling',
        keyword: 'login',
        status: [3],
        handlerUserIds: [2],
        orderBy: 'number',
        order: 'desc',
      }),
    );
    expect(router.state.location.search).toBe('?scope=handling&keyword=login&status=3&handlerUserIds=2');
  });

  it('reads a linked filter from the URL and drops what it cannot mean', async () => {
    openAt('/problem?scope=cc&priority=4,99&deadlineFrom=2026-01-01&deadlineTo=nope&orderBy=bogus&page=2&pageSize=40');
    await waitFor(() =>
      expect(lastFilter()).toEqual({
        projectId: PROJECT_ID,
        scope: 'cc',
        priority: [4],
        deadlineFrom: '2026-01-01',
        orderBy: 'number',
        order: 'desc',
      }),
    );
    expect(lastPage()).toEqual({ pageNum: 2, pageSize: 40 });
    // The panel opens by itself when the link carries panel filters (drawn once its lazy part has loaded).
    expect(await screen.findByTestId('filter-panel')).toBeTruthy();
  });

  it('sorts on the server by a clicked header and sends the chosen page size', async () => {
    const { router } = openAt();
    await screen.findByRole('button', { name: 'Login button misaligned' });
    expect(lastPage()).toEqual({ pageNum: 1, pageSize: 20 });
    // The list opens newest first; one click on the number turns it round.
    const header = (name: RegExp) => screen.getByRole('columnheader', { name });
    expect(header(/No\./).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header(/No\./)).getByRole('button'));
    await waitFor(() => expect(lastFilter()).toMatchObject({ orderBy: 'number', order: 'asc' }));
    expect(header(/No\./).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header(/Priority/)).getByRole('button'));
    await waitFor(() => expect(lastFilter()).toMatchObject({ orderBy: 'priority', order: 'asc' }));
    expect(header(/No\./).getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header(/Priority/)).getByRole('button'));
    await waitFor(() => expect(lastFilter()).toMatchObject({ orderBy: 'priority', order: 'desc' }));

    fireEvent.change(screen.getByRole('combobox', { name: 'Issues per page' }), { target: { value: '80' } });
    await waitFor(() => expect(lastPage()).toEqual({ pageNum: 1, pageSize: 80 }));
    expect(router.state.location.search).toBe('?orderBy=priority&order=desc&pageSize=80');
  });

  it('shows the chosen columns, tags and an overdue deadline that is not finished', async () => {
    openAt();
    await screen.findByRole('button', { name: 'Login button misaligned' });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.filter(Boolean)).toEqual(['No.', 'Title', 'Status', 'Type', 'Priority', 'Deadline']);
    // The title keeps its least width however wide the other columns draw (issue 37): the table scrolls sideways.
    expect(screen.getByRole('columnheader', { name: 'Title' }).style.minWidth).toBe(`${String(TITLE_MIN_WIDTH)}px`);
    // Row 1 is "to solve" and past its deadline; row 2 is resolved, so its old deadline is not overdue.
    expect(screen.getAllByTestId('overdue')).toHaveLength(2);
    expect(screen.getAllByText('Resolved').length).toBeGreaterThan(0);
  });

  it('opens the drawer from the title of a row', async () => {
    openAt();
    vi.mocked(api.getQuestion).mockResolvedValue(
      ok(detailFixture({ questionId: 102, questionName: 'Export is slow' })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Export is slow' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('heading', { name: /Export is slow/ })).toBeTruthy();
    expect(api.getQuestion).toHaveBeenCalledWith(PROJECT_ID, 102);
  });

  it('renders the full-page detail for ?questionId=N', async () => {
    vi.mocked(api.getQuestion).mockResolvedValue(ok(detailFixture({ questionId: 9, questionName: 'Login fails' })));
    openAt('/problem?questionId=9');
    expect(await screen.findByRole('heading', { name: /Login fails/ })).toBeTruthy();
    expect(api.getQuestion).toHaveBeenCalledWith(PROJECT_ID, 9);
    expect(api.getProblemList).not.toHaveBeenCalled();
  });

  it('opens a linked issue in the project the link names, whatever project is current', async () => {
    vi.mocked(projectsApi.getMyProjects).mockResolvedValue(ok({ current: null, projects: [] }));
    vi.mocked(api.getQuestion).mockResolvedValue(ok(detailFixture({ questionId: 12, questionName: 'Slow export' })));
    openAt('/problem?projectId=77&questionId=12');
    expect(await screen.findByRole('heading', { name: /Slow export/ })).toBeTruthy();
    expect(api.getQuestion).toHaveBeenCalledWith(77, 12);
  });

  it('without a current project offers the project home', async () => {
    vi.mocked(projectsApi.getMyProjects).mockResolvedValue(ok({ current: null, projects: [] }));
    const { router } = openAt();
    fireEvent.click(await screen.findByRole('link', { name: 'Go to projects' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(api.getProblemList).not.toHaveBeenCalled();
  });

  it('speaks Chinese', async () => {
    await changeLocale('zh');
    openAt();
    expect(await screen.findByRole('button', { name: '新建问题' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: '缺陷 (40)' })).toBeTruthy();
  });
});
