import { describe, expect, it } from 'vitest';
import { MENTION_MAX, mentionMarkup, mentionedUserIds } from './mentions';

describe('mentions (issue 11, ADR 0031)', () => {
  it('reads the user ids of TipTap mention spans, once each, in order', () => {
    const html = `<p>${mentionMarkup(7, 'Ann')} and ${mentionMarkup(3, 'Bo')} again ${mentionMarkup(7, 'Ann')}</p>`;
    expect(mentionedUserIds(html)).toEqual([7, 3]);
  });

  it('ignores spans that are not mentions and ids that are not numbers', () => {
    expect(mentionedUserIds('<span data-id="5">x</span><span data-type="mention" data-id="abc">y</span>')).toEqual([]);
  });

  it('reads attributes in any order, as the sanitiser writes them back', () => {
    expect(mentionedUserIds('<span data-id="12" data-label="Z" data-type="mention">@Z</span>')).toEqual([12]);
  });

  it('escapes the name in the markup', () => {
    expect(mentionMarkup(1, '<b>"x"</b>')).toBe(
      '<span data-type="mention" data-id="1" data-label="&#60;b&#62;&#34;x&#34;&#60;/b&#62;">@&#60;b&#62;&#34;x&#34;&#60;/b&#62;</span>',
    );
  });

  it(`keeps at most ${MENTION_MAX} people`, () => {
    const html = Array.from({ length: 30 }, (_, index) => mentionMarkup(index + 1, `u${index}`)).join('');
    expect(mentionedUserIds(html)).toHaveLength(MENTION_MAX);
  });
});
