import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentBody } from './DocumentBody';

/** Issue 15 "code blocks with highlighting": stored HTML is plain; the reading view colours it. */
describe('DocumentBody', () => {
  it('colours code blocks with a known language and keeps their text as text', async () => {
    render(
      <DocumentBody
        testId="body"
        html={
          '<pre><code class="language-typescript">const a = "&lt;b&gt;x&lt;/b&gt;"; // note</code></pre>' +
          '<pre><code class="language-cobol">MOVE A TO B</code></pre><table><tbody><tr><th><p>Phase</p></th></tr></tbody></table>'
        }
      />,
    );
    const body = screen.getByTestId('body');
    await waitFor(() => expect(body.querySelector('.hljs-keyword')).not.toBeNull());
    const [typescript, cobol] = Array.from(body.querySelectorAll('code'));
    expect(typescript?.querySelector('.hljs-keyword')?.textContent).toBe('const');
    expect(typescript?.querySelector('.hljs-string')?.textContent).toBe('"<b>x</b>"');
    expect(typescript?.querySelector('b')).toBeNull();
    expect(typescript?.querySelector('.hljs-comment')?.textContent).toBe('// note');
    expect(cobol?.innerHTML).toBe('MOVE A TO B');
    expect(screen.getByRole('columnheader', { name: 'Phase' })).toBeTruthy();
  });
});
