import { describe, expect, it } from 'vitest';
import { byteLength } from '../text';
import {
  AI_MAX_ANSWER_TOKENS,
  aiCreditKindOf,
  chatCharge,
  chatCreditsFor,
  chatCreditsNeeded,
  chatReservation,
  conversationTitleFrom,
  issueFromPrompt,
  maskKey,
  promptTokenBound,
} from './rules';

describe('AI credits (issue 34, ADR 0124)', () => {
  it('sells chat credits for answers and image credits for pictures', () => {
    expect(aiCreditKindOf('chatgpt')).toBe('chat');
    expect(aiCreditKindOf('midjourney')).toBe('image');
  });

  it('charges whole credits of 1,000 reported tokens, rounded up', () => {
    expect([0, 1, 999, 1000, 1001, 2500].map(chatCreditsFor)).toEqual([0, 1, 1, 1, 2, 3]);
  });

  it('bounds a prompt by its UTF-8 bytes and each message’s framing', () => {
    expect(promptTokenBound([{ content: 'abc' }, { content: '登录' }])).toBe(3 + 8 + 6 + 8);
  });

  it('sets aside the prompt and the longest answer, or the whole balance lowering the answer to fit', () => {
    expect(chatReservation(100, 50)).toEqual({ credits: 2, maxTokens: AI_MAX_ANSWER_TOKENS });
    expect(chatReservation(100, 1)).toEqual({ credits: 1, maxTokens: 900 });
    expect(chatReservation(990, 1)).toBeNull();
    expect(chatCreditsNeeded(990)).toBe(2);
    expect(chatReservation(100, 0)).toBeNull();
  });

  it('charges what the endpoint reported, never more than was set aside, and nothing for a cut-off without a report', () => {
    const answer = { cutOff: false, reportedTokens: 1200, promptBound: 500, answerBytes: 900 };
    expect(chatCharge(answer, 3)).toBe(2);
    expect(chatCharge({ ...answer, reportedTokens: 9000 }, 3)).toBe(3);
    expect(chatCharge({ ...answer, cutOff: true }, 3)).toBe(2);
    expect(chatCharge({ ...answer, cutOff: true, reportedTokens: null }, 3)).toBe(0);
    expect(chatCharge({ ...answer, reportedTokens: null }, 3)).toBe(2);
    expect(chatCharge({ ...answer, reportedTokens: null, answerBytes: 4000 }, 3)).toBe(3);
  });
});

describe('texts made from a prompt', () => {
  it('names a conversation after its first line, cut to 60 characters', () => {
    expect(conversationTitleFrom('\n  How do I   reset\n the rest')).toBe('How do I reset');
    const title = conversationTitleFrom('登'.repeat(80));
    expect([...title]).toHaveLength(60);
    expect(title.endsWith('…')).toBe(true);
  });

  it('shows only the ends of a key', () => {
    expect(maskKey('')).toBe('');
    expect(maskKey('short')).toBe('••••');
    expect(maskKey('sk-proj-1234567890abcd')).toBe('sk-••••abcd');
  });

  it('turns a prompt into an issue: the first line as title within 100 bytes, escaped paragraphs, the answer quoted', () => {
    const issue = issueFromPrompt('Login <fails>\n\nafter reset', 'Clear the cookie');
    expect(issue).toEqual({
      questionName: 'Login <fails>',
      description: '<p>Login &lt;fails&gt;</p><p>after reset</p><blockquote><p>Clear the cookie</p></blockquote>',
    });
    const long = issueFromPrompt('登录失败'.repeat(20));
    expect(byteLength(long.questionName)).toBeLessThanOrEqual(100);
    expect(long.questionName.endsWith('…')).toBe(true);
    expect(issueFromPrompt('only a prompt').description).toBe('<p>only a prompt</p>');
  });
});
