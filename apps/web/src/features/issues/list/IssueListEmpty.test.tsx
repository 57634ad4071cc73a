import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../api/issues';
import { changeLocale } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import ProblemPage from './ProblemPage';
import { mockListCalls } from '../../../test/fixtures/issueList';

vi.mock('../../../api/plans', () => import('../../plans/plansApiMocks.fixture').then((mocks) => mocks.plansApiMock));
vi.mock('../../../api/issues', () => import('./listApiMocks.fixture').then((mocks) => mocks.issuesApiMock));
vi.mock('../../../api/projects', () => import('./listApiMocks.fixture').then((mocks) => mocks.projectsApiMock));
vi.mock('../../../api/iterations', () => import('./listApiMocks.fixture').then((mocks) => mocks.iterationsApiMock));

const NONE = { code: 200 as const, msg: '', rows: [], total: 0 };

beforeEach(async () => {
  await changeLocale('en');
  mockListCalls();
});
afterEach(() => vi.clearAllMocks());

describe('the issue list before and after its answer (issue 38, point 6)', () => {
  it('waits with a skeleton, never "no issues" or "0 issues", until the list answers', async () => {
    let answer: (value: typeof NONE) => void = () => undefined;
    vi.mocked(api.getProblemList).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage(<ProblemPage />, '/problem');
    expect(await screen.findByTestId('list-skeleton')).toBeTruthy();
    expect(screen.queryByText('No issues match.')).toBeNull();
    expect(screen.queryByText('No issues in this project yet.')).toBeNull();
    expect(screen.queryByTestId('issue-count')).toBeNull();
    answer(NONE);
    expect(await screen.findByText('No issues in this project yet.')).toBeTruthy();
    expect(screen.queryByTestId('list-skeleton')).toBeNull();
  });

  it('invites to create the first issue when nothing narrows an empty list', async () => {
    vi.mocked(api.getProblemList).mockResolvedValue(NONE);
    renderPage(<ProblemPage />, '/problem');
    expect(await screen.findByText('No issues in this project yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create the first issue' })).toBeTruthy();
    expect(screen.queryByText('No issues match.')).toBeNull();
  });

  it('says no issue matches when a filter narrows the list to nothing', async () => {
    vi.mocked(api.getProblemList).mockResolvedValue(NONE);
    renderPage(<ProblemPage />, '/problem', '/problem?keyword=crash');
    expect(await screen.findByText('No issues match.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create the first issue' })).toBeNull();
  });
});
