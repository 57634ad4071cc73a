import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { KnowledgeBase } from '@questline/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/knowledge';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import KnowledgeBasePage from './KnowledgeBasePage';
import { ok } from '../../test/api';

vi.mock('../../api/knowledge', () => ({
  getSpaces: vi.fn(),
  addSpace: vi.fn(),
  searchDocuments: vi.fn(),
  getInviteInfo: vi.fn(),
  acceptInvite: vi.fn(),
}));
vi.mock('../../api/projects', () => ({
  getMyProjects: vi.fn().mockResolvedValue({
    code: 200,
    msg: 'ok',
    data: { current: null, projects: [{ projectId: 4, projectName: 'Billing' }] },
  }),
}));

const space: KnowledgeBase = {
  kbId: 7,
  name: 'Handbook',
  remark: 'How we work',
  cover: 'green',
  projectId: null,
  projectName: '',
  ownerId: 1,
  ownerNickName: 'Ann',
  role: 'reader',
  actions: ['read'],
  memberCount: 3,
  documentCount: 2,
  createTime: '',
  updateTime: '',
};

beforeEach(async () => {
  await changeLocale('en');
});
afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

/** Issue 15, spec point 2 "knowledgeBase": the spaces, creation with spec point 5's name rule, search. */
describe('/knowledgeBase', () => {
  it('lists the spaces with the caller role and opens one', async () => {
    vi.mocked(api.getSpaces).mockResolvedValue(ok([space]));
    renderPage(<KnowledgeBasePage />, '/knowledgeBase');
    expect(await screen.findByText('Handbook')).toBeTruthy();
    expect(screen.getByText('Read-only member')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/libraryInfo?kbId=7');
  });

  it('checks the name before sending: required and at most 60 bytes', async () => {
    vi.mocked(api.getSpaces).mockResolvedValue(ok([]));
    renderPage(<KnowledgeBasePage />, '/knowledgeBase');
    fireEvent.click(await screen.findByRole('button', { name: /New knowledge base/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Enter the knowledge base name')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '知'.repeat(21) } });
    expect(await screen.findByText('At most 60 bytes (a Chinese character counts as 3)')).toBeTruthy();
    expect(api.addSpace).not.toHaveBeenCalled();
  });

  it('creates a space linked to one of the caller projects', async () => {
    vi.mocked(api.getSpaces).mockResolvedValue(ok([]));
    vi.mocked(api.addSpace).mockResolvedValue(ok(space));
    renderPage(<KnowledgeBasePage />, '/knowledgeBase');
    fireEvent.click(await screen.findByRole('button', { name: /New knowledge base/ }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Billing notes' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Linked project' }));
    fireEvent.click(await screen.findByTitle('Billing'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.addSpace).toHaveBeenCalledWith({
        name: 'Billing notes',
        remark: '',
        cover: 'blue',
        template: null,
        projectId: 4,
      }),
    );
  });

  it('shows search hits with the server highlighting', async () => {
    vi.mocked(api.getSpaces).mockResolvedValue(ok([space]));
    vi.mocked(api.searchDocuments).mockResolvedValue(
      ok([
        {
          kbId: 7,
          kbName: 'Handbook',
          docId: 3,
          title: 'Release plan',
          status: 'published' as const,
          titleHtml: '<mark>Release</mark> plan',
          snippetHtml: 'the <mark>release</mark> is Friday',
          updateTime: '',
        },
      ]),
    );
    renderPage(<KnowledgeBasePage />, '/knowledgeBase');
    const box = await screen.findByRole('searchbox', { name: 'Search documents' });
    fireEvent.change(box, { target: { value: 'release' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const results = await screen.findByTestId('knowledge-search-results');
    await waitFor(() => expect(results.querySelectorAll('mark')).toHaveLength(2));
    expect(api.searchDocuments).toHaveBeenCalledWith('release');
  });
});
