import { chatHtml } from '@questline/contract';
import { describe, expect, it } from 'vitest';
import { firstAbove } from './useMessageWindow';
import { mentionQueryAt, picksIn, textOf } from './composerText';

describe('the composer text (issue 33)', () => {
  it('finds the @word being typed at the caret, not an address', () => {
    expect(mentionQueryAt('hi @Bo', 6)).toEqual({ start: 3, end: 6, word: 'Bo' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, end: 1, word: '' });
    expect(mentionQueryAt('mail a@b', 8)).toBeNull();
    expect(mentionQueryAt('hi @Bo there', 12)).toBeNull();
  });

  it('reads a message back as it was typed, mentions kept for an edit', () => {
    const html = chatHtml('@Ann look\nhere\n\nnext <b>part</b>', [{ userId: 3, name: 'Ann' }]);
    expect(textOf(html)).toBe('@Ann look\nhere\n\nnext <b>part</b>');
    expect(picksIn(html)).toEqual([{ userId: 3, name: 'Ann' }]);
  });

  it('finds which row a scroll position falls in', () => {
    const offsets = [0, 64, 128, 200];
    expect(firstAbove(offsets, -10)).toBe(0);
    expect(firstAbove(offsets, 0)).toBe(1);
    expect(firstAbove(offsets, 130)).toBe(3);
    expect(firstAbove(offsets, 500)).toBe(4);
  });
});
