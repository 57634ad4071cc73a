import { DEFAULT_QUESTION_COLUMNS, QUESTION_TYPES, TERMINALS } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, getTestServer } from '../../test/server';

/** Issue 10: each person's list settings (spec point 7 getQuestionColumns, getBugTybeTabs, getDelbugApps). */
describe('issue list preferences', () => {
  let server: TestServer;
  let w: ProjectWorld;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
  });
  const as = (token: string | undefined, language: 'zh-CN' | 'en-US' = 'en-US') => apiAs(server, token, language);

  it('answers the defaults before anything is saved', async () => {
    expect((await as(w.member.token)('GET', 'questionInfo/getQuestionColumns')).data).toEqual(DEFAULT_QUESTION_COLUMNS);
    expect((await as(w.member.token)('GET', 'questionInfo/getBugTybeTabs')).data).toEqual([...QUESTION_TYPES]);
    expect((await as(w.member.token)('GET', 'questionInfo/getDelbugApps')).data).toEqual([...TERMINALS]);
  });

  it('keeps each person’s own choice; the fixed columns stay in front', async () => {
    const saved = await as(w.member.token)('POST', 'questionInfo/setQuestionColumns', {
      columns: ['deadline', 'status', 'priority'],
    });
    expect(saved).toMatchObject({ code: 200, data: null });
    expect((await as(w.member.token)('GET', 'questionInfo/getQuestionColumns')).data).toEqual([
      'number',
      'questionName',
      'status',
      'deadline',
      'priority',
    ]);
    await as(w.member.token)('POST', 'questionInfo/setBugTybeTabs', { tabs: [3, 1] });
    await as(w.member.token)('POST', 'questionInfo/setDelbugApps', { terminals: [4] });
    await as(w.member.token)('POST', 'questionInfo/setDelbugApps', { terminals: [6, 2] });
    expect((await as(w.member.token)('GET', 'questionInfo/getBugTybeTabs')).data).toEqual([3, 1]);
    expect((await as(w.member.token)('GET', 'questionInfo/getDelbugApps')).data).toEqual([6, 2]);
    // Another person still sees the defaults.
    expect((await as(w.other.token)('GET', 'questionInfo/getBugTybeTabs')).data).toEqual([...QUESTION_TYPES]);
  });

  it('refuses unknown, repeated or missing values with a localised message and keeps the saved ones', async () => {
    await as(w.member.token)('POST', 'questionInfo/setBugTybeTabs', { tabs: [2] });
    const wrong = [
      ['setQuestionColumns', { columns: ['number', 'salary'] }],
      ['setQuestionColumns', { columns: ['status', 'status'] }],
      ['setQuestionColumns', { columns: [] }],
      ['setBugTybeTabs', { tabs: [5] }],
      ['setBugTybeTabs', { tabs: [1, 1] }],
      ['setBugTybeTabs', {}],
      ['setDelbugApps', { terminals: [0] }],
    ] as const;
    for (const [call, body] of wrong) {
      const answer = await as(w.member.token)('POST', `questionInfo/${call}`, body);
      expect(answer.code, call).toBe(500);
      expect(answer.msg, call).toMatch(/tabs|columns|terminals/);
    }
    const zh = await as(w.member.token, 'zh-CN')('POST', 'questionInfo/setBugTybeTabs', { tabs: [9] });
    expect(zh.msg).toContain('取值不在允许范围内');
    expect((await as(w.member.token)('GET', 'questionInfo/getBugTybeTabs')).data).toEqual([2]);
    expect((await as(w.member.token)('GET', 'questionInfo/getQuestionColumns')).data).toEqual(DEFAULT_QUESTION_COLUMNS);
  });

  it('needs a signed-in person', async () => {
    expect((await as(undefined)('GET', 'questionInfo/getQuestionColumns')).code).toBe(401);
    expect((await as(undefined)('POST', 'questionInfo/setDelbugApps', { terminals: [] })).code).toBe(401);
  });
});
