import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../api/issues';
import { changeLocale } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import { viewportWidth } from '../../../test/viewport';
import { detailFixture } from '../../../test/fixtures/issues';
import ProblemPage from './ProblemPage';
import { mockListCalls, PROJECT_ID } from '../../../test/fixtures/issueList';
import { ok } from '../../../test/api';

vi.mock('../../../api/plans', () => import('../../plans/plansApiMocks.fixture').then((mocks) => mocks.plansApiMock));
vi.mock('../../../api/issues', () => import('./listApiMocks.fixture').then((mocks) => mocks.issuesApiMock));
vi.mock('../../../api/projects', () => import('./listApiMocks.fixture').then((mocks) => mocks.projectsApiMock));
vi.mock('../../../api/iterations', () => import('./listApiMocks.fixture').then((mocks) => mocks.iterationsApiMock));

let viewport: ReturnType<typeof viewportWidth>;

beforeEach(async () => {
  await changeLocale('en');
  mockListCalls();
});
afterEach(() => {
  viewport.restore();
  vi.clearAllMocks();
});

const cards = () => Array.from(document.querySelectorAll<HTMLElement>('.issue-card'));

describe('the issue list on a phone (issue 38, point 3)', () => {
  it('shows a card per issue with its number, status, title, handler and priority, and no table', async () => {
    viewport = viewportWidth(390);
    renderPage(<ProblemPage />, '/problem');
    await waitFor(() => expect(cards()).toHaveLength(3));
    const first = cards()[0] as HTMLElement;
    expect(first.tagName).toBe('BUTTON');
    for (const text of ['#1', 'To solve', 'Login button misaligned', 'Dev Dana', 'High']) {
      expect(within(first).getByText(new RegExp(text))).toBeTruthy();
    }
    expect(screen.queryByRole('table')).toBeNull();
    // No selection, no column settings, no "all" view on a phone; the type is a labelled select, not tabs.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Columns' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Rows shown' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Issue type' })).toBeTruthy();
  });

  it('pages its cards even when the address asks for all rows', async () => {
    viewport = viewportWidth(360);
    renderPage(<ProblemPage />, '/problem', '/problem?pageSize=all');
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(api.getProblemListAll).not.toHaveBeenCalled();
    expect(vi.mocked(api.getProblemList).mock.lastCall?.[1]).toEqual({ pageNum: 1, pageSize: 20 });
  });

  it('opens the issue from its card', async () => {
    viewport = viewportWidth(390);
    vi.mocked(api.getQuestion).mockResolvedValue(
      ok(detailFixture({ questionId: 102, questionName: 'Export is slow' })),
    );
    renderPage(<ProblemPage />, '/problem');
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.click(cards().find((card) => card.textContent.includes('Export is slow')) as HTMLElement);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('heading', { name: /Export is slow/ })).toBeTruthy();
    expect(api.getQuestion).toHaveBeenCalledWith(PROJECT_ID, 102);
  });

  it('turns back into the table, with selection, when the window widens', async () => {
    viewport = viewportWidth(390);
    renderPage(<ProblemPage />, '/problem');
    await waitFor(() => expect(cards()).toHaveLength(3));
    act(() => viewport.resize(1366));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(cards()).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toBeTruthy();
  });
});
