import { ALL_QUESTIONS_LIMIT } from '@questline/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../api/issues';
import { commandRegistry } from '../../../app/commands/commandRegistry';
import { changeLocale } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import ProblemPage from './ProblemPage';
import { mockListCalls, rowFixture } from '../../../test/fixtures/issueList';
import { page } from '../../../test/api';

vi.mock('../../../api/plans', () => import('../../plans/plansApiMocks.fixture').then((mocks) => mocks.plansApiMock));
vi.mock('../../../api/issues', () => import('./listApiMocks.fixture').then((mocks) => mocks.issuesApiMock));
vi.mock('../../../api/projects', () => import('./listApiMocks.fixture').then((mocks) => mocks.projectsApiMock));
vi.mock('../../../api/iterations', () => import('./listApiMocks.fixture').then((mocks) => mocks.iterationsApiMock));

/** The whole list the server may answer at most, newest first, out of more matches than that. */
const MANY = Array.from({ length: ALL_QUESTIONS_LIMIT }, (_, index) =>
  rowFixture({
    questionId: 1_000 + index,
    number: ALL_QUESTIONS_LIMIT - index,
    questionName: `Issue ${String(ALL_QUESTIONS_LIMIT - index)}`,
  }),
);

const drawnRows = () => document.querySelectorAll('[data-testid="issue-rows-all"] .issue-row');

beforeEach(async () => {
  await changeLocale('en');
  mockListCalls();
  vi.mocked(api.getProblemListAll).mockResolvedValue(page(MANY, 12_345));
});
afterEach(() => vi.clearAllMocks());

describe('the issue list\'s "all" view (issue 17)', () => {
  it('loads the whole filtered list once and draws only a window of its rows', async () => {
    renderPage(<ProblemPage />, '/problem', '/problem?pageSize=all&type=1');
    await screen.findByRole('button', { name: 'Issue 10000' });
    expect(api.getProblemListAll).toHaveBeenCalledWith(expect.objectContaining({ questionType: 1 }));
    expect(api.getProblemList).not.toHaveBeenCalled();
    expect(drawnRows().length).toBeGreaterThan(0);
    expect(drawnRows().length).toBeLessThan(100);
    expect(screen.queryByRole('button', { name: 'Issue 1' })).toBeNull();
    // Scrolled halfway, the rows around the middle are drawn in place of the first ones (ADR 0092).
    const box = screen.getByTestId('issue-rows-all');
    box.scrollTop = 48 * 5_000;
    fireEvent.scroll(box);
    await screen.findByRole('button', { name: 'Issue 5000' });
    expect(screen.queryByRole('button', { name: 'Issue 10000' })).toBeNull();
    expect(drawnRows().length).toBeLessThan(100);
    expect(screen.getByTestId('issue-count').textContent).toContain(
      'The first 10000 of 12345 issues: narrow the filter to see the rest',
    );
  });

  it('k from the top goes to the last row, which is not drawn: the box scrolls to it and draws it (issue 35)', async () => {
    renderPage(<ProblemPage />, '/problem', '/problem?pageSize=all');
    await screen.findByRole('button', { name: 'Issue 10000' });
    // jsdom lays nothing out: a drawn row's own scrolling into view does nothing here.
    Element.prototype.scrollIntoView = vi.fn();
    // The workspace's keyboard layer runs a key's command from the registry; this page renders without it.
    act(() => commandRegistry.forKey('k')?.run());
    const box = screen.getByTestId('issue-rows-all');
    await waitFor(() => expect(box.scrollTop).toBeGreaterThan(48 * 9_990));
    fireEvent.scroll(box);
    expect(within(await screen.findByTestId('issue-row-active')).getByRole('button', { name: 'Issue 1' })).toBeTruthy();
    act(() => commandRegistry.forKey('k')?.run());
    expect(within(await screen.findByTestId('issue-row-active')).getByRole('button', { name: 'Issue 2' })).toBeTruthy();
  });

  it('selects rows for a batch and refuses more than one batch may carry', async () => {
    renderPage(<ProblemPage />, '/problem', '/problem?pageSize=all');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Issue 9999' }));
    const toolbar = await screen.findByRole('toolbar', { name: 'Actions on the selected issues' });
    expect(toolbar.textContent).toContain('Selected: 1');
    expect(within(toolbar).getByRole('button', { name: 'Start repair' })).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await waitFor(() => expect(toolbar.textContent).toContain('Selected: 10000'));
    expect(within(toolbar).getByTestId('batch-too-many').textContent).toContain('At most 300 issues at a time');
    expect(within(toolbar).getByRole('button', { name: 'Start repair' })).toHaveProperty('disabled', true);
  });

  it('sorts the whole list on the server and goes back to pages', async () => {
    const { router } = renderPage(<ProblemPage />, '/problem', '/problem?pageSize=all');
    await screen.findByRole('button', { name: 'Issue 10000' });
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Priority/ })).getByRole('button'));
    await waitFor(() =>
      expect(vi.mocked(api.getProblemListAll).mock.lastCall?.[0]).toMatchObject({ orderBy: 'priority' }),
    );
    fireEvent.click(screen.getByText('Pages'));
    await waitFor(() =>
      expect(api.getProblemList).toHaveBeenCalledWith(expect.anything(), { pageNum: 1, pageSize: 20 }),
    );
    expect(router.state.location.search).not.toContain('pageSize');
  });

  it('speaks Chinese', async () => {
    await changeLocale('zh');
    renderPage(<ProblemPage />, '/problem', '/problem?pageSize=all');
    await screen.findByRole('button', { name: 'Issue 10000' });
    expect(screen.getByTestId('issue-count').textContent).toContain('显示前 10000 个，共 12345 个问题');
    expect(screen.getByText('分页')).toBeTruthy();
  });
});
