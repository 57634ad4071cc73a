import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as backlogApi from '../../api/backlog';
import * as issuesApi from '../../api/issues';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { viewportWidth } from '../../test/viewport';
import { detailFixture, formInitFixture } from '../../test/fixtures/issues';
import BacklogPage from './BacklogPage';
import { mockBacklogCalls } from '../../test/fixtures/todos';
import { ok } from '../../test/api';

vi.mock('../../api/backlog', () => import('./backlogApiMock.fixture').then((mocks) => mocks.backlogApiMock));
vi.mock('../../api/issues', () => ({ getQuestion: vi.fn(), getFormInit: vi.fn(), listShares: vi.fn() }));

let viewport: ReturnType<typeof viewportWidth>;

beforeEach(async () => {
  await changeLocale('en');
  mockBacklogCalls();
  vi.mocked(issuesApi.getQuestion).mockResolvedValue(ok(detailFixture({ questionId: 201, projectId: 6 })));
  vi.mocked(issuesApi.getFormInit).mockResolvedValue(ok(formInitFixture()));
});
afterEach(() => {
  viewport.restore();
  vi.clearAllMocks();
});

const cards = () => Array.from(document.querySelectorAll<HTMLElement>('.issue-card'));

describe('my to-dos on a phone (issue 38, point 3)', () => {
  it('are cards that say the project and my part, opened in their own project', async () => {
    viewport = viewportWidth(390);
    renderPage(<BacklogPage />, '/backlog');
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Columns' })).toBeNull();
    const crash = cards().find((card) => card.textContent.includes('Crash on save')) as HTMLElement;
    expect(within(crash).getByText('Beta')).toBeTruthy();
    expect(within(crash).getByText('Re-verify')).toBeTruthy();
    fireEvent.click(crash);
    await screen.findByRole('dialog');
    await waitFor(() => expect(issuesApi.getQuestion).toHaveBeenCalledWith(6, 201));
  });

  it('page on with the same call as the table', async () => {
    viewport = viewportWidth(360);
    vi.mocked(backlogApi.getBacklogQuestions).mockResolvedValue({
      code: 200,
      msg: '',
      rows: (await backlogApi.getBacklogQuestions({}, { pageNum: 1, pageSize: 20 })).rows,
      total: 45,
    });
    renderPage(<BacklogPage />, '/backlog');
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.click(screen.getByRole('listitem', { name: 'Next Page' }));
    await waitFor(() =>
      expect(vi.mocked(backlogApi.getBacklogQuestions).mock.lastCall?.[1]).toEqual({ pageNum: 2, pageSize: 20 }),
    );
  });
});
