import type { ImMember } from '@questline/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { Composer, type ComposerSubmit } from './Composer';
import { messageFixture } from '../../../test/fixtures/im';

const members: ImMember[] = [
  { userId: 3, nickName: 'Ann', avatar: '', role: null },
  { userId: 4, nickName: 'Andy', avatar: '', role: null },
];

function renderComposer(
  onSubmit: (submit: ComposerSubmit) => Promise<boolean>,
  editing = null as ReturnType<typeof messageFixture> | null,
) {
  return render(
    <AntdApp>
      <Composer
        members={members}
        replyTo={null}
        editing={editing}
        disabled={false}
        onSubmit={onSubmit}
        onTyping={vi.fn()}
        onUpload={vi.fn()}
        onCancel={vi.fn()}
      />
    </AntdApp>,
  );
}

/** Issue 33: writing a message, @mentions picked from the conversation's people, Enter to send. */
describe('the composer', () => {
  beforeEach(async () => {
    await changeLocale('en');
  });

  it('offers the people at @, picks one with the keyboard, and sends the mention on Enter', async () => {
    const onSubmit = vi.fn().mockResolvedValue(true);
    renderComposer(onSubmit);
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'hi @An', selectionStart: 6 } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ann', 'Andy']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLTextAreaElement).value).toBe('hi @Andy ');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      html: '<p>hi <span data-type="mention" data-id="4" data-label="Andy">@Andy</span></p>',
      fileIds: [],
    });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('keeps the draft when the send failed, and starts a new line with Shift+Enter', async () => {
    const onSubmit = vi.fn().mockResolvedValue(false);
    renderComposer(onSubmit);
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'first line' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('first line'));
  });

  it('takes the next message while one is on its way, keeps it, and sends both in order (issue 40)', async () => {
    let answerFirst: (delivered: boolean) => void = () => undefined;
    const onSubmit = vi
      .fn<(submit: ComposerSubmit) => Promise<boolean>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValue(true);
    renderComposer(onSubmit);
    const box = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'first' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('');
    fireEvent.change(box, { target: { value: 'second' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'third, still typing' } });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    answerFirst(true);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls.map(([submit]) => submit.html)).toEqual(['<p>first</p>', '<p>second</p>']);
    await waitFor(() => expect(screen.getByTestId('im-send').querySelector('.anticon-send')).toBeTruthy());
    expect(box.value).toBe('third, still typing');
  });

  it('puts the text of a message being edited in the box, its mentions kept', () => {
    const editing = messageFixture(5, {
      body: '<p><span data-type="mention" data-id="3" data-label="Ann">@Ann</span> see this</p>',
    });
    renderComposer(vi.fn(), editing);
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('@Ann see this');
    expect(screen.getByText('Editing your message (Escape leaves the edit)')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Save/ })).toBeTruthy();
  });
});
