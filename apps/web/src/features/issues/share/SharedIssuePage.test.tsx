import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../api/issues';
import { changeLocale } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import SharedIssuePage from './SharedIssuePage';
import { TOKEN, sharedFixture } from '../../../test/fixtures/sharedIssue';
import { ok } from '../../../test/api';

vi.mock('../../../api/issues', () => ({ getSharedQuestion: vi.fn() }));

const open = (path = `/shared/${TOKEN}`) => renderPage(<SharedIssuePage />, '/shared/*', path);

beforeEach(async () => {
  await changeLocale('en');
});
afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe('/shared/{token} (issue 10 "Sharing")', () => {
  it('shows the issue read-only: number and title, tags, fields, description, attachments and history', async () => {
    vi.mocked(api.getSharedQuestion).mockResolvedValue(ok(sharedFixture()));
    open();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('#42Pay button does nothing');
    expect(api.getSharedQuestion).toHaveBeenCalledWith(TOKEN);

    const tags = screen.getByTestId('shared-tags');
    for (const label of ['Type: Defect', 'Status: Repairing', 'Priority: Urgent', 'Severity: Severe']) {
      expect(within(tags).getByLabelText(label)).toBeTruthy();
    }
    for (const text of [
      'Checkout',
      'v2.1',
      'Dev Dana, Dev Eli',
      'Tester Tom',
      '2026-05-09',
      'Web/front end',
      'Function',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }

    const description = screen.getByTestId('question-description');
    expect(description.className).toBe('rich-text');
    expect(within(description).getByText('Pay').tagName).toBe('STRONG');
    expect(description.querySelector('img')?.getAttribute('src')).toBe(
      `/prod-api/anonymous/questionShare/${TOKEN}/attachment/7`,
    );

    expect(screen.getByAltText('shot.png').getAttribute('src')).toBe(
      `/prod-api/anonymous/questionShare/${TOKEN}/attachment/7`,
    );
    const video = screen.getByLabelText('Video repro.mp4');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe(`/prod-api/anonymous/questionShare/${TOKEN}/attachment/8`);
    expect(screen.getByText('repro.mp4 · 3 MB')).toBeTruthy();
    const file = screen.getByText('console.log').closest('a');
    expect(file?.getAttribute('href')).toBe(`/prod-api/anonymous/questionShare/${TOKEN}/attachment/9`);
    expect(file?.getAttribute('download')).toBe('console.log');

    const history = screen.getByTestId('shared-history');
    expect(within(history).getByText('Created')).toBeTruthy();
    expect(within(history).getByText('Started repair')).toBeTruthy();
    expect(within(history).getByText('To solve → Repairing')).toBeTruthy();
    expect(within(history).getByText('Looking into it')).toBeTruthy();
  });

  it('speaks Chinese with the contract labels', async () => {
    await changeLocale('zh');
    vi.mocked(api.getSharedQuestion).mockResolvedValue(ok(sharedFixture()));
    open();
    await screen.findByRole('heading', { level: 1 });
    const tags = screen.getByTestId('shared-tags');
    for (const label of ['类型: 缺陷', '状态: 修复中', '优先级: 紧急', '严重程度: 严重']) {
      expect(within(tags).getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByText('历史记录')).toBeTruthy();
    expect(within(screen.getByTestId('shared-history')).getByText('开始修复')).toBeTruthy();
  });

  it('says plainly when there is nothing to show', async () => {
    vi.mocked(api.getSharedQuestion).mockResolvedValue(
      ok(sharedFixture({ description: '', attachments: [], history: [], moduleName: null, terminal: null })),
    );
    open();
    expect(await screen.findByText('No description')).toBeTruthy();
    expect(screen.getByText('No attachments')).toBeTruthy();
    expect(screen.getByText('No history yet')).toBeTruthy();
  });

  it('shows a friendly state for a revoked, expired or unknown link', async () => {
    vi.mocked(api.getSharedQuestion).mockRejectedValue(new Error('This share link does not exist'));
    open();
    expect(await screen.findByRole('heading', { name: 'Link invalid or expired' })).toBeTruthy();
    expect(screen.getByText(/Ask the person who sent it for a new one/)).toBeTruthy();
  });

  it('does not even ask for a path that is not a link', async () => {
    open('/shared/not-a-token');
    expect(await screen.findByRole('heading', { name: 'Link invalid or expired' })).toBeTruthy();
    expect(api.getSharedQuestion).not.toHaveBeenCalled();
  });
});
