import { describe, expect, it } from 'vitest';
import { TITLE_GRAM_MAX_LENGTH, gramSimilarity, titleGrams } from './titleGrams';

/** Issue 10 "similar issues": the grams titles are indexed by (ADR 0024). */
describe('titleGrams', () => {
  it('splits Chinese runs into character bigrams, a lone character into itself', () => {
    expect(titleGrams('登录页面')).toEqual(['登录', '录页', '页面']);
    expect(titleGrams('改 登录')).toEqual(['改', '登录']);
  });

  it('keeps Latin and digit runs as words, with marked trigrams for words of four or more letters', () => {
    expect(titleGrams('App crash on 404')).toEqual(['app', 'crash', '~cra', '~ras', '~ash', 'on', '404']);
    expect(titleGrams('20240101')).toEqual(['20240101']);
  });

  it('normalises width and case, and drops punctuation', () => {
    expect(titleGrams('ＣＲＡＳＨ!!')).toEqual(titleGrams('crash'));
    expect(titleGrams('Login，失败？')).toEqual(['login', '~log', '~ogi', '~gin', '失败']);
  });

  it('mixes scripts without a separator and answers each gram once', () => {
    expect(titleGrams('iOS闪退闪退')).toEqual(['ios', '闪退', '退闪']);
    expect(titleGrams('')).toEqual([]);
    expect(titleGrams('—— !!')).toEqual([]);
  });

  it('cuts a very long word to the column width', () => {
    const [word] = titleGrams('a'.repeat(80));
    expect(word).toHaveLength(TITLE_GRAM_MAX_LENGTH);
  });

  it('scores shared grams by Dice: 1 for the same title, 0 for nothing shared', () => {
    const title = titleGrams('登录页面点击按钮无响应');
    expect(gramSimilarity(title, title)).toBe(1);
    expect(gramSimilarity(title, titleGrams('导出报表'))).toBe(0);
    expect(gramSimilarity(titleGrams('登录页面'), title)).toBeCloseTo((2 * 3) / (3 + 10));
    expect(gramSimilarity([], title)).toBe(0);
  });
});
