import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DocumentEditor } from './DocumentEditor';

vi.mock('../../api/knowledge', () => ({ uploadImage: vi.fn() }));

/** Issue 15 "tables, code blocks with highlighting" in the document editor. */
describe('DocumentEditor', () => {
  it('inserts a table with a header row and grows it from the toolbar', async () => {
    const onChange = vi.fn();
    render(<DocumentEditor kbId={1} label="Body" value="<p>start</p>" onChange={onChange} />);
    fireEvent.click(await screen.findByRole('button', { name: '插入表格' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<th')));
    expect(onChange.mock.lastCall?.[0].match(/<tr>/g)).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: '添加行' }));
    await waitFor(() => expect(onChange.mock.lastCall?.[0].match(/<tr>/g)).toHaveLength(4));
  });

  it('keeps a code block language and colours it while editing', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <DocumentEditor
        kbId={1}
        label="Body"
        value='<pre><code class="language-javascript">const a = 1;</code></pre>'
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(container.querySelector('.hljs-keyword')?.textContent).toBe('const'));
  });
});
