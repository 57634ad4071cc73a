import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { describe, expect, it, vi } from 'vitest';
import { documentKit } from './documentKit';
import type { RichTextExtra } from './extras';
import { LazyRichTextEditor } from './LazyRichTextEditor';
import { RichTextEditor } from './RichTextEditor';

const DOCUMENT: readonly RichTextExtra[] = ['headings', 'links', 'taskLists', 'tables', 'codeLanguages', 'imageButton'];

/** The text as an editor hands it over, in the order it was changed. */
const lastHtml = (onChange: ReturnType<typeof vi.fn>) => String(onChange.mock.lastCall?.[0] ?? '');

describe('RichTextEditor', () => {
  it('offers the basics alone when no extras are asked for (issues, comments, work orders)', async () => {
    render(<RichTextEditor label="Body" value="<p>start</p>" />);
    await screen.findByRole('button', { name: '加粗' });
    for (const basic of ['斜体', '无序列表', '有序列表', '代码块'])
      expect(screen.getByRole('button', { name: basic })).toBeTruthy();
    for (const extra of ['标题', '任务列表', '插入表格', '插入图片'])
      expect(screen.queryByRole('button', { name: extra })).toBeNull();
  });

  /** Issue 15 "tables, code blocks with highlighting" in the document editor. */
  it('inserts a table with a header row and grows it from the toolbar', async () => {
    const onChange = vi.fn();
    render(
      <RichTextEditor
        label="Body"
        value="<p>start</p>"
        onChange={onChange}
        extras={DOCUMENT}
        loaded={{ documentKit }}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: '插入表格' }));
    await waitFor(() => expect(lastHtml(onChange)).toContain('<th'));
    expect(lastHtml(onChange).match(/<tr>/g)).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: '添加行' }));
    await waitFor(() => expect(lastHtml(onChange).match(/<tr>/g)).toHaveLength(4));
  });

  it('keeps a code block language and colours it while editing', async () => {
    const { container } = render(
      <RichTextEditor
        label="Body"
        value='<pre><code class="language-javascript">const a = 1;</code></pre>'
        extras={DOCUMENT}
        loaded={{ documentKit }}
      />,
    );
    await waitFor(() => expect(container.querySelector('.hljs-keyword')?.textContent).toBe('const'));
  });

  it('picks images with the image button and places what the upload answers', async () => {
    const onChange = vi.fn();
    const uploadImage = vi.fn(async (file: File) => ({ src: `/stored/${file.name}`, alt: file.name }));
    const { container } = render(
      <RichTextEditor
        label="Body"
        value="<p>a</p>"
        onChange={onChange}
        extras={['imageButton']}
        uploadImage={uploadImage}
      />,
    );
    await screen.findByRole('button', { name: '插入图片' });
    const picker = container.querySelector<HTMLInputElement>('input[type=file]');
    if (!picker) throw new Error('no image picker');
    fireEvent.change(picker, { target: { files: [new File(['png'], 'shot.png', { type: 'image/png' })] } });
    await waitFor(() => expect(lastHtml(onChange)).toContain('src="/stored/shot.png"'));
    expect(lastHtml(onChange)).toContain('alt="shot.png"');
    expect(uploadImage).toHaveBeenCalledOnce();
  });

  it('has no image button without a place to store images', async () => {
    render(<RichTextEditor label="Body" value="<p>a</p>" extras={['imageButton']} />);
    await screen.findByRole('button', { name: '加粗' });
    expect(screen.queryByRole('button', { name: '插入图片' })).toBeNull();
  });
});

describe('LazyRichTextEditor', () => {
  it('loads the document kit for the extras that need it', async () => {
    const { container } = render(
      <LazyRichTextEditor
        label="Body"
        value='<pre><code class="language-sql">select 1</code></pre>'
        extras={DOCUMENT}
      />,
    );
    await screen.findByRole('button', { name: '插入表格' });
    await waitFor(() => expect(container.querySelector('.hljs-keyword')?.textContent).toBe('select'));
  });

  it('loads the "@" extension for an editor given people to mention, and offers them', async () => {
    render(<LazyRichTextEditor label="Comment" value="" mentions={[{ userId: 9, name: 'Dev Dana' }]} />);
    const area = (await screen.findByLabelText('Comment')) as HTMLElement & { editor: Editor };
    act(() => {
      area.editor.commands.focus();
      area.editor.commands.insertContent('@De');
    });
    // The menu opens before it has matched the query against the people it was given.
    const menu = await screen.findByTestId('mention-menu');
    await waitFor(() => expect(menu.textContent).toContain('Dev Dana'));
  });

  it('leaves "@" as plain text without people to mention', async () => {
    render(<LazyRichTextEditor label="Notice" value="" />);
    const area = (await screen.findByLabelText('Notice')) as HTMLElement & { editor: Editor };
    act(() => {
      area.editor.commands.focus();
      area.editor.commands.insertContent('@De');
    });
    await waitFor(() => expect(area.editor.getHTML()).toBe('<p>@De</p>'));
    expect(screen.queryByTestId('mention-menu')).toBeNull();
  });
});
