import { describe, expect, it } from 'vitest';
import { describeValidation } from '../validation';
import { RECORD_ID_MAX } from '../recordIdMax';
import { detailPagePath, isDetailType, parseDetailId } from './detailApi';
import { detailQuery } from './detailSchemas';

/** Issue 39 (ADR 0120): the links of the public detail page and the refusals of a mistyped one. */
describe('public detail links', () => {
  it('writes the address to share', () => {
    expect(detailPagePath('announcement', 12)).toBe('/detailpage?type=announcement&id=12');
    expect(detailPagePath('updateLog', 3)).toBe('/detailpage?type=updateLog&id=3');
  });

  it('knows the three types, spelt exactly', () => {
    expect(['announcement', 'updateLog', 'resource'].every(isDetailType)).toBe(true);
    expect(['Announcement', 'updatelog', '', 'notice', 1, null].some(isDetailType)).toBe(false);
  });

  it('reads an id only as written digits within the database key', () => {
    expect(parseDetailId('1')).toBe(1);
    expect(parseDetailId(String(RECORD_ID_MAX))).toBe(RECORD_ID_MAX);
    for (const bad of [null, undefined, '', '0', '-1', '01', '1.5', '1e3', ' 1', 'abc', String(RECORD_ID_MAX + 1)]) {
      expect(parseDetailId(bad), String(bad)).toBeNull();
    }
  });

  it('parses a good query and names the field a bad one gets wrong, in both languages', () => {
    expect(detailQuery.parse({ type: 'resource', id: '7' })).toEqual({ type: 'resource', id: 7 });
    const refusal = (input: object, locale: 'zh' | 'en') => {
      const result = detailQuery.safeParse(input);
      if (result.success) throw new Error('accepted');
      return describeValidation(locale, result.error.issues);
    };
    expect(refusal({ type: 'notice', id: '1' }, 'en')).toContain(
      'The type must be announcement, updateLog or resource',
    );
    expect(refusal({ type: 'notice', id: '1' }, 'zh')).toContain('类型只能是 announcement、updateLog 或 resource');
    expect(refusal({ type: 'announcement', id: 'x' }, 'en')).toContain('The id must be a positive whole number');
    expect(refusal({ type: 'announcement', id: '0' }, 'zh')).toContain('编号应为正整数');
    expect(refusal({ type: 'announcement' }, 'en')).toContain('id is required');
    expect(refusal({ type: 'announcement', id: '1', extra: '1' }, 'en')).toContain('extra');
  });
});
