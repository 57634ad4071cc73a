import { describe, expect, it } from 'vitest';
import { searchMoreQuery, searchOverviewQuery } from './searchSchemas';

/** Issue 35 (ADR 0127): what the search calls accept. */
describe('search queries', () => {
  it('reads kinds in the page’s order, whatever order the link names them in', () => {
    expect(searchOverviewQuery.parse({ q: ' 登录 ', kinds: 'diskFile,issue' })).toEqual({
      q: '登录',
      kinds: ['issue', 'diskFile'],
    });
  });

  it('refuses an empty or over-long query, an unknown kind and an oversized page', () => {
    expect(searchOverviewQuery.safeParse({ q: '  ' }).success).toBe(false);
    expect(searchOverviewQuery.safeParse({ q: '登'.repeat(101) }).success).toBe(false);
    expect(searchOverviewQuery.safeParse({ q: '登'.repeat(100) }).success).toBe(true);
    expect(searchOverviewQuery.safeParse({ q: 'x', kinds: 'issue,secret' }).success).toBe(false);
    expect(searchMoreQuery.safeParse({ q: 'x', kind: 'issue', pageSize: '51' }).success).toBe(false);
    expect(searchMoreQuery.parse({ q: 'x', kind: 'plan', pageNum: '2' })).toMatchObject({ pageNum: 2, pageSize: 10 });
  });
});
