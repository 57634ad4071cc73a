import { describe, expect, it } from 'vitest';
import { mentionedUserIds } from '../notifications/mentions';
import { imGroupBody, imHistoryQuery, imReactionBody, imSendBody } from './imSchemas';
import {
  IM_AWAY_AFTER_MS,
  IM_EDIT_WINDOW_MS,
  IM_ISSUE_REFS_MAX,
  IM_MESSAGE_FILES_MAX,
  chatHtml,
  directKey,
  imPresenceState,
  imPreview,
  issueNumberSpans,
  issueNumbersIn,
  withinEditWindow,
} from './rules';

const messageKeyOf = (result: { error?: { issues: readonly object[] } }) =>
  (result.error?.issues[0] as { params?: { messageKey?: string } } | undefined)?.params?.messageKey;

describe('messaging rules (issue 33, docs/DOMAIN.md "Messaging")', () => {
  it('reads #n as an issue only after a space, punctuation or the start, and each number once', () => {
    expect(issueNumbersIn('#12 fixed, see #7 and (#12) again；#3')).toEqual([12, 7, 3]);
    expect(issueNumbersIn('a#5 https://x.test/#6 #0 #12a')).toEqual([]);
    expect(issueNumbersIn('看一下#8')).toEqual([]);
    expect(issueNumbersIn('看一下 #8，还有【#9】和 #10的问题')).toEqual([8, 9, 10]);
    const many = Array.from({ length: 30 }, (_, index) => `#${String(index + 1)}`).join(' ');
    expect(issueNumbersIn(many)).toHaveLength(IM_ISSUE_REFS_MAX);
  });

  it('gives each reference its place in the text, the # included', () => {
    const text = 'see #42, or #7';
    expect(issueNumberSpans(text).map((span) => text.slice(span.start, span.end))).toEqual(['#42', '#7']);
  });

  it('writes typed text as escaped paragraphs with links and the mentions picked', () => {
    expect(chatHtml('hi <b>you</b>\nsecond line\n\nnew paragraph')).toBe(
      '<p>hi &lt;b&gt;you&lt;/b&gt;<br>second line</p><p>new paragraph</p>',
    );
    expect(chatHtml('see https://example.com/a?b=1&c=2.')).toBe(
      '<p>see <a href="https://example.com/a?b=1&amp;c=2">https://example.com/a?b=1&amp;c=2</a>.</p>',
    );
    const html = chatHtml('@Ann Lee and @Ann please look', [
      { userId: 3, name: 'Ann' },
      { userId: 4, name: 'Ann Lee' },
    ]);
    expect(mentionedUserIds(html)).toEqual([4, 3]);
    expect(html).toContain('please look');
    expect(chatHtml('@Bo said hi')).toBe('<p>@Bo said hi</p>');
  });

  it('tells online, away after five idle minutes, and offline without a connection', () => {
    expect(imPresenceState(null, 1000)).toBe('offline');
    expect(imPresenceState(1000, 1000 + IM_AWAY_AFTER_MS - 1)).toBe('online');
    expect(imPresenceState(1000, 1000 + IM_AWAY_AFTER_MS)).toBe('away');
  });

  it('lets a message be changed for 24 hours after it was sent', () => {
    const sent = '2025-01-01T00:00:00.000Z';
    expect(withinEditWindow(sent, new Date(Date.parse(sent) + IM_EDIT_WINDOW_MS - 1))).toBe(true);
    expect(withinEditWindow(sent, new Date(Date.parse(sent) + IM_EDIT_WINDOW_MS))).toBe(false);
  });

  it('keys a direct conversation the same whoever starts it, and previews text shortly', () => {
    expect(directKey(9, 4)).toBe('4:9');
    expect(directKey(4, 9)).toBe('4:9');
    expect(imPreview('  a\n b  ')).toBe('a b');
    expect(imPreview('字'.repeat(70))).toBe(`${'字'.repeat(60)}…`);
  });

  it('refuses bad requests with messages of their own', () => {
    expect(messageKeyOf(imGroupBody.safeParse({ name: '  ', userIds: [] }))).toBe('imGroupNameRequired');
    expect(messageKeyOf(imGroupBody.safeParse({ name: 'x'.repeat(41), userIds: [] }))).toBe('imGroupNameTooLong');
    expect(messageKeyOf(imSendBody.safeParse({ conversationId: 1, clientId: 'short', body: 'x' }))).toBe(
      'imClientIdFormat',
    );
    const files = Array.from({ length: IM_MESSAGE_FILES_MAX + 1 }, (_, index) => index + 1);
    expect(
      messageKeyOf(imSendBody.safeParse({ conversationId: 1, clientId: 'client-0001', body: '', fileIds: files })),
    ).toBe('imTooManyFiles');
    expect(messageKeyOf(imReactionBody.safeParse({ messageId: 1, emoji: '💩', on: true }))).toBe('imReactionUnknown');
    expect(messageKeyOf(imHistoryQuery.safeParse({ conversationId: 1, beforeId: 2, afterId: 3 }))).toBe(
      'imHistoryOneAnchor',
    );
    expect(imGroupBody.parse({ name: ' Team ', userIds: [3, 3, 4] })).toEqual({ name: 'Team', userIds: [3, 4] });
  });
});
