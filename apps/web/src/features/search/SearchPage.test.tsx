import type { SearchHit, SearchKind } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as projectsApi from '../../api/projects';
import * as api from '../../api/search';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { cardFixture } from '../../test/fixtures/projects';
import SearchPage from './SearchPage';
import { page } from '../../test/api';

vi.mock('../../api/search', () => ({ searchAll: vi.fn(), searchMore: vi.fn() }));
vi.mock('../../api/projects', () => ({ getMyProjects: vi.fn() }));

const hit = (kind: SearchKind, id: number, fields: Partial<SearchHit> = {}): SearchHit => ({
  kind,
  id,
  titleHtml: `<mark>Login</mark> ${kind} ${String(id)}`,
  snippetHtml: 'the <mark>login</mark> &lt;form&gt;',
  projectId: 3,
  projectName: 'Apollo',
  parentId: null,
  number: null,
  updateTime: null,
  ...fields,
});

beforeEach(async () => {
  vi.clearAllMocks();
  await changeLocale('en');
  const apollo = cardFixture({ projectId: 3, projectName: 'Apollo' });
  vi.mocked(projectsApi.getMyProjects).mockResolvedValue({
    code: 200,
    msg: '',
    data: { current: apollo, projects: [apollo, cardFixture({ projectId: 4, projectName: 'Borealis' })] },
  });
  vi.mocked(api.searchAll).mockResolvedValue({
    code: 200,
    msg: '',
    data: {
      terms: ['login'],
      groups: [
        { kind: 'issue', total: 6, hits: [hit('issue', 11, { number: 5 })] },
        { kind: 'document', total: 1, hits: [hit('document', 12, { parentId: 8, projectName: 'Handbook' })] },
        { kind: 'person', total: 0, hits: [] },
      ],
    },
  });
  vi.mocked(api.searchMore).mockResolvedValue(page([hit('issue', 13)], 6));
});

describe('/user/searchPage (issue 35)', () => {
  it('shows the query’s hits grouped by kind with counts, highlighted, each opening its object', async () => {
    renderPage(<SearchPage />, '/user/searchPage', '/user/searchPage?q=login');
    const issues = await screen.findByTestId('search-group-issue');
    expect(within(issues).getByRole('heading', { name: 'Issues (6)' })).toBeTruthy();
    const link = within(issues).getByRole('link', { name: 'Login issue 11' });
    expect(link.getAttribute('href')).toBe('/problem?projectId=3&questionId=11');
    expect(link.querySelector('mark')?.textContent).toBe('Login');
    expect(issues.textContent).toContain('#5');
    expect(issues.textContent).toContain('the login <form>');
    const doc = screen.getByTestId('search-group-document');
    expect(within(doc).getByRole('link').getAttribute('href')).toBe('/libraryInfo?kbId=8&docId=12');
    expect(screen.queryByTestId('search-group-person')).toBeNull();
    expect(screen.getByRole('radiogroup', { name: 'Kind' }).textContent).toContain('All (7)');
    expect(api.searchAll).toHaveBeenCalledWith({ q: 'login' });
  });

  it('shows all of one kind a page at a time, in the address', async () => {
    const { router } = renderPage(<SearchPage />, '/user/searchPage', '/user/searchPage?q=login&projectId=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Show all 6 in Issues' }));
    expect(await screen.findByRole('link', { name: 'Login issue 13' })).toBeTruthy();
    expect(router.state.location.search).toBe('?q=login&kind=issue&projectId=3');
    await waitFor(() =>
      expect(api.searchMore).toHaveBeenLastCalledWith({
        q: 'login',
        kind: 'issue',
        projectId: 3,
        pageNum: 1,
        pageSize: 10,
      }),
    );
  });

  it('asks nothing before a word is typed, then puts the words in the address', async () => {
    const { router } = renderPage(<SearchPage />, '/user/searchPage');
    expect(await screen.findByText(/Type a word to search/)).toBeTruthy();
    expect(api.searchAll).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search for' }), { target: { value: ' 登录 ' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('登录')}`));
    expect(await screen.findByText('Words shorter than 3 characters match titles and names only')).toBeTruthy();
  });
});
