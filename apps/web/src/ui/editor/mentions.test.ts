import { mentionMarkup, mentionedUserIds } from '@questline/contract';
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MentionMenu, matchCandidates, setMentionCandidates } from './mentionCandidates';
import { mentionExtension } from './mentions';

const PEOPLE = [
  { userId: 7, name: 'Ann Lee' },
  { userId: 3, name: 'Bo Anders' },
  { userId: 9, name: 'Dev Dana' },
];

let editor: Editor | null = null;

function makeEditor(show: (menu: MentionMenu | null) => void = () => undefined, content = '') {
  const element = document.createElement('div');
  document.body.append(element);
  editor = new Editor({ element, extensions: [StarterKit, mentionExtension(show)], content });
  setMentionCandidates(editor, PEOPLE);
  return editor;
}

afterEach(() => {
  editor?.destroy();
  editor = null;
});

describe('comment @mentions (issue 11, contract mentions.ts)', () => {
  it('writes exactly the contract’s mention markup, which the server reads back', () => {
    const current = makeEditor();
    current.commands.setContent('<p>Hi</p>');
    current.commands.focus('end');
    current.commands.insertContent({ type: 'mention', attrs: { id: '7', label: 'Ann Lee' } });
    expect(current.getHTML()).toBe(`<p>Hi${mentionMarkup(7, 'Ann Lee')}</p>`);
    expect(mentionedUserIds(current.getHTML())).toEqual([7]);
  });

  it('keeps a saved mention when the comment is loaded again', () => {
    const html = `<p>${mentionMarkup(3, 'Bo Anders')} please look</p>`;
    expect(makeEditor(undefined, html).getHTML()).toBe(html);
  });

  it('offers the members matching what follows "@", names starting with it first', () => {
    expect(matchCandidates(PEOPLE, 'an').map((person) => person.userId)).toEqual([7, 3, 9]);
    expect(matchCandidates(PEOPLE, 'DEV').map((person) => person.userId)).toEqual([9]);
    expect(matchCandidates(PEOPLE, 'zz')).toEqual([]);
  });

  it('shows the matches while "@" is typed and inserts the chosen member', async () => {
    const show = vi.fn<(menu: MentionMenu | null) => void>();
    const current = makeEditor(show);
    current.commands.focus();
    current.commands.insertContent('@De');
    await vi.waitFor(() =>
      expect(show.mock.lastCall?.[0]?.items).toEqual([
        { userId: 9, name: 'Dev Dana' },
        { userId: 3, name: 'Bo Anders' },
      ]),
    );
    const menu = show.mock.lastCall?.[0];
    menu?.choose({ userId: 9, name: 'Dev Dana' });
    expect(mentionedUserIds(current.getHTML())).toEqual([9]);
    expect(current.getHTML()).toContain(mentionMarkup(9, 'Dev Dana'));
  });
});
