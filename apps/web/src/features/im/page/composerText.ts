import type { ImMentionPick } from '@questline/contract';

/** The `@word` being typed at the caret, which the mention list answers. */
export interface MentionQuery {
  start: number;
  end: number;
  word: string;
}

/** `@` at the start or after a space, then up to 20 characters without a space, right before the caret. */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,20})$/u.exec(before);
  if (!match) return null;
  const word = match[2] ?? '';
  return { start: caret - word.length - 1, end: caret, word };
}

/** A message's markup as the text typed for it: paragraphs apart by a blank line, line breaks kept. */
export function textOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const paragraphs = [...doc.body.querySelectorAll('p')];
  const blocks = paragraphs.length > 0 ? paragraphs : [doc.body];
  return blocks
    .map((block) => {
      for (const line of block.querySelectorAll('br')) line.replaceWith('\n');
      return block.textContent;
    })
    .join('\n\n');
}

/** The people a message's markup mentions, so an edit keeps them. */
export function picksIn(html: string): ImMentionPick[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.body.querySelectorAll<HTMLElement>('span[data-type="mention"]')].flatMap((span) => {
    const userId = Number(span.dataset.id);
    const name = span.dataset.label ?? '';
    return Number.isInteger(userId) && userId > 0 && name ? [{ userId, name }] : [];
  });
}
