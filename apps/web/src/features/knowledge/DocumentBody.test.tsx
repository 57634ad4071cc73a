import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/knowledge';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { DocumentBody } from './DocumentBody';
import { issueRefOf, issueRefsIn } from './issueLinks';

vi.mock('../../api/knowledge', () => ({ getIssueChips: vi.fn() }));

beforeEach(async () => {
  await changeLocale('en');
});
afterEach(() => vi.clearAllMocks());

/** Issue 15 "code blocks with highlighting": stored HTML is plain; the reading view colours it. */
describe('DocumentBody code', () => {
  it('colours code blocks with a known language and keeps their text as text', async () => {
    renderPage(
      <DocumentBody
        testId="body"
        html={
          '<pre><code class="language-typescript">const a = "&lt;b&gt;x&lt;/b&gt;"; // note</code></pre>' +
          '<pre><code class="language-cobol">MOVE A TO B</code></pre><table><tbody><tr><th><p>Phase</p></th></tr></tbody></table>'
        }
      />,
      '/',
    );
    const body = await screen.findByTestId('body');
    await waitFor(() => expect(body.querySelector('.hljs-keyword')).not.toBeNull());
    const [typescript, cobol] = Array.from(body.querySelectorAll('code'));
    expect(typescript?.querySelector('.hljs-keyword')?.textContent).toBe('const');
    expect(typescript?.querySelector('.hljs-string')?.textContent).toBe('"<b>x</b>"');
    expect(typescript?.querySelector('b')).toBeNull();
    expect(typescript?.querySelector('.hljs-comment')?.textContent).toBe('// note');
    expect(cobol?.innerHTML).toBe('MOVE A TO B');
    expect(screen.getByRole('columnheader', { name: 'Phase' })).toBeTruthy();
    expect(api.getIssueChips).not.toHaveBeenCalled();
  });
});

/** Issue 15 "links to issues shown as live chips with their status" (ADR 0047). */
describe('DocumentBody issue chips', () => {
  const origin = window.location.origin;

  it('recognises only this site issue page as an issue', () => {
    expect(issueRefOf('/problem?projectId=3&questionId=12', origin)).toEqual({ projectId: 3, questionId: 12 });
    expect(issueRefOf(`${origin}/problem?questionId=12&projectId=3`, origin)).toEqual({ projectId: 3, questionId: 12 });
    expect(issueRefOf('https://elsewhere.example/problem?projectId=3&questionId=12', origin)).toBeNull();
    expect(issueRefOf('/problem?projectId=3', origin)).toBeNull();
    expect(issueRefOf('/problem?projectId=3&questionId=-1', origin)).toBeNull();
    expect(
      issueRefsIn(
        '<a href="/problem?projectId=3&amp;questionId=12">a</a><a href="/problem?projectId=3&amp;questionId=12">b</a>',
        origin,
      ),
    ).toEqual([{ projectId: 3, questionId: 12 }]);
  });

  it('asks once for all linked issues and shows the visible ones as chips, the rest as plain links', async () => {
    vi.mocked(api.getIssueChips).mockResolvedValue({
      code: 200,
      msg: 'ok',
      data: [{ projectId: 3, questionId: 12, number: 7, title: 'Login fails', status: 3 }],
    });
    renderPage(
      <DocumentBody
        testId="body"
        liveIssues
        html={
          '<p>See <a href="/problem?projectId=3&amp;questionId=12">the login bug</a> and ' +
          '<a href="/problem?projectId=4&amp;questionId=13">a secret one</a> or <a href="https://example.com">docs</a></p>'
        }
      />,
      '/',
    );
    const chip = await screen.findByRole('link', { name: '#7 Login fails Repairing' });
    expect(chip.getAttribute('href')).toBe('/problem?projectId=3&questionId=12');
    expect(screen.getByRole('link', { name: 'a secret one' })).toBeTruthy();
    expect(api.getIssueChips).toHaveBeenCalledOnce();
    expect(api.getIssueChips).toHaveBeenCalledWith([
      { projectId: 3, questionId: 12 },
      { projectId: 4, questionId: 13 },
    ]);
  });
});
