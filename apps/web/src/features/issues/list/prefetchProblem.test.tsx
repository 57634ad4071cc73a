import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../api/issues';
import * as projectsApi from '../../../api/projects';
import { changeLocale } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import { prefetchProblem } from './prefetchProblem';
import ProblemPage from './ProblemPage';
import { mockListCalls, PROJECT_ID } from '../../../test/fixtures/issueList';

vi.mock('../../../api/plans', () => import('../../plans/plansApiMocks.fixture').then((mocks) => mocks.plansApiMock));
vi.mock('../../../api/issues', () => import('./listApiMocks.fixture').then((mocks) => mocks.issuesApiMock));
vi.mock('../../../api/projects', () => import('./listApiMocks.fixture').then((mocks) => mocks.projectsApiMock));
vi.mock('../../../api/iterations', () => import('./listApiMocks.fixture').then((mocks) => mocks.iterationsApiMock));

const AT = '/problem?type=1&orderBy=priority&order=asc&pageSize=40';
const url = (at: string) => new URL(`http://questline.test${at}`);
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(async () => {
  await changeLocale('en');
  mockListCalls();
});
afterEach(() => vi.clearAllMocks());

describe("the issue list's reads started by its route loader (issue 17, ADR 0095)", () => {
  it('reads the current project and the rows the URL asks for, which the page then shows without asking again', async () => {
    const client = newClient();
    await prefetchProblem(client, url(AT));
    expect(projectsApi.getMyProjects).toHaveBeenCalledTimes(1);
    expect(vi.mocked(api.getProblemList).mock.calls).toEqual([
      [
        expect.objectContaining({ projectId: PROJECT_ID, questionType: 1, orderBy: 'priority', order: 'asc' }),
        { pageNum: 1, pageSize: 40 },
      ],
    ]);
    renderPage(<ProblemPage />, '/problem', AT, client);
    await screen.findByRole('button', { name: 'Login button misaligned' });
    expect(api.getProblemList).toHaveBeenCalledTimes(1);
    expect(projectsApi.getMyProjects).toHaveBeenCalledTimes(1);
    // What sets the toolbar's and the table's width came with them, once (the list waits for it to draw).
    expect(api.getTypeCounts).toHaveBeenCalledTimes(1);
    expect(api.getTypeTabs).toHaveBeenCalledTimes(1);
    expect(api.getColumns).toHaveBeenCalledTimes(1);
  });

  it('reads the type counts and the tab and column choices beside the rows, before the page renders', async () => {
    await prefetchProblem(newClient(), url(AT));
    expect(api.getTypeCounts).toHaveBeenCalledWith(PROJECT_ID);
    expect(api.getTypeTabs).toHaveBeenCalledTimes(1);
    expect(api.getColumns).toHaveBeenCalledTimes(1);
  });

  it('asks for the project list once however often the list is sorted or paged', async () => {
    const client = newClient();
    await prefetchProblem(client, url('/problem'));
    await prefetchProblem(client, url('/problem?page=2'));
    expect(projectsApi.getMyProjects).toHaveBeenCalledTimes(1);
    expect(vi.mocked(api.getProblemList).mock.calls.map(([, page]) => page)).toEqual([
      { pageNum: 1, pageSize: 20 },
      { pageNum: 2, pageSize: 20 },
    ]);
  });

  it('reads nothing for a link to one issue, nor rows without a current project', async () => {
    await prefetchProblem(newClient(), url('/problem?questionId=7'));
    expect(projectsApi.getMyProjects).not.toHaveBeenCalled();
    vi.mocked(projectsApi.getMyProjects).mockResolvedValue({
      code: 200,
      msg: '',
      data: { current: null, projects: [] },
    });
    await prefetchProblem(newClient(), url('/problem'));
    expect(api.getProblemList).not.toHaveBeenCalled();
  });
});
