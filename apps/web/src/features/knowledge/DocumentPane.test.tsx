import type { KnowledgeBase, KnowledgeDocument } from '@questline/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { DocumentPane } from './DocumentPane';

vi.mock('../../api/knowledge', () => ({
  getComments: vi.fn().mockResolvedValue({ code: 200, msg: 'ok', data: [] }),
}));

const space: KnowledgeBase = {
  kbId: 7,
  name: 'Handbook',
  remark: '',
  cover: 'blue',
  projectId: null,
  projectName: '',
  ownerId: 1,
  ownerNickName: 'Ann',
  role: 'reader',
  actions: ['read'],
  memberCount: 1,
  documentCount: 1,
  createTime: '',
  updateTime: '',
};
const doc: KnowledgeDocument = {
  docId: 3,
  kbId: 7,
  folderId: null,
  title: 'Release plan',
  status: 'published',
  sort: 0,
  content: '<p>Friday</p>',
  creatorId: 1,
  creatorName: 'Ann',
  updaterName: 'Ann',
  publishTime: '2026-06-01T08:00:00.000Z',
  createTime: '2026-06-01T08:00:00.000Z',
  updateTime: '2026-06-01T08:00:00.000Z',
};

beforeEach(async () => {
  await changeLocale('en');
});
afterEach(() => vi.restoreAllMocks());

/** Issue 15 "Export ... to PDF": the browser's print of the document alone (ADR 0046). */
describe('document export to PDF', () => {
  it('prints with the document title as the page title, then puts the page title back', () => {
    document.title = 'Questline';
    const titles: string[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => titles.push(document.title));
    renderPage(
      <DocumentPane space={space} doc={doc} onShare={vi.fn()} onDeleted={vi.fn()} onReload={vi.fn()} />,
      '/libraryInfo',
    );
    expect(screen.getByTestId('knowledge-document').classList.contains('knowledge-print')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
    expect(print).toHaveBeenCalledOnce();
    expect(titles).toEqual(['Release plan']);
    expect(document.title).toBe('Questline');
  });
});
