import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { controlCharacterIssues, describeValidation, withoutControlCharacters } from './validation';

const schema = z.strictObject({ title: z.string().max(3), count: z.number().int().min(1), kind: z.enum(['a', 'b']) });

function issuesOf(input: unknown) {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return result.error.issues;
}

describe('describeValidation', () => {
  it('names each failing field in English', () => {
    expect(describeValidation('en', issuesOf({ title: 'long', count: 0, kind: 'c' }))).toBe(
      'Invalid input: title must be at most 3 long; count must be at least 1; kind has a value that is not allowed',
    );
  });

  it('says a missing field is required, in Chinese', () => {
    expect(describeValidation('zh', issuesOf({ title: 'a', kind: 'a' }))).toBe('参数错误：count 不能为空');
  });

  it('lists unknown fields', () => {
    expect(describeValidation('en', issuesOf({ title: 'a', count: 1, kind: 'a', extra: 1 }))).toBe(
      'Invalid input: Unknown field(s): extra',
    );
  });

  it('names the body when the body itself is wrong', () => {
    expect(describeValidation('en', issuesOf('text'))).toBe('Invalid input: request body must be an object');
  });
});

describe('controlCharacterIssues (issue 28)', () => {
  it('finds a control character at any depth and names its field', () => {
    const issues = controlCharacterIssues({ keyword: 'a\u0000b', nested: { list: ['ok', 'x\u001fy'] } });
    expect(describeValidation('en', issues)).toBe(
      'Invalid input: keyword contains an invisible control character; nested.list.1 contains an invisible control character',
    );
    expect(describeValidation('zh', controlCharacterIssues({ q: '\u0007' }))).toBe('参数错误：q 含有不可见的控制字符');
  });

  it('lets tabs, line breaks, emoji and Chinese through', () => {
    expect(controlCharacterIssues({ text: '第一行\r\n\tsecond 🐛', count: 3, none: null, flag: true })).toEqual([]);
  });

  it('cleans text read from a file of its control characters only', () => {
    expect(withoutControlCharacters('a\u0000b\u0007c\td')).toBe('abc\td');
  });
});
