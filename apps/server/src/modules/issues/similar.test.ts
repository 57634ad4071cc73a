import { type QuestionDetail, type QuestionLink, type SimilarQuestion, titleGrams } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MigrationDb } from '../../db/migrations/kit';
import { titleGramsBackfill } from '../../db/migrations/0008-title-grams';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { buildQuestion } from '../../test/questions';
import { type TestServer, getTestServer } from '../../test/server';

/** Issue 10: the similar-issue check (GET qualified, ADR 0024) and link candidates (GET relatedQuestionList). */
describe('similar issues and link candidates', () => {
  let server: TestServer;
  let w: ProjectWorld;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
  });

  const as = (token: string, language: 'zh-CN' | 'en-US' = 'en-US') => apiAs(server, token, language);
  const create = (questionName: string, extra: object = {}, token = w.member.token) =>
    as(token)<QuestionDetail>('POST', 'questionInfo', {
      projectId: w.projectId,
      questionName,
      handlerUserIds: [w.member.id],
      ...extra,
    });
  const similar = async (questionName: string, token = w.member.token, projectId = w.projectId) =>
    as(token)<SimilarQuestion[]>('GET', 'questionInfo/qualified', { projectId, questionName });
  const names = async (questionName: string, token = w.member.token) =>
    (await similar(questionName, token)).data.map((row) => row.questionName);
  const grams = async (questionId: number) =>
    (
      await server.database.db
        .selectFrom('question_title_grams')
        .select('gram')
        .where('question_id', '=', questionId)
        .execute()
    )
      .map((row) => row.gram)
      .sort();

  it('finds a Chinese title from part of it, and an English one from a word in another case', async () => {
    await create('登录页面点击按钮无响应');
    await create('导出报表太慢');
    await create('App CRASHES when saving the profile');
    await create('Typo on the help page');

    expect(await names('登录页面')).toEqual(['登录页面点击按钮无响应']);
    expect(await names('crash')).toEqual(['App CRASHES when saving the profile']);
    expect(await names('保存头像')).toEqual([]);

    const [best] = (await similar('导出报表太慢')).data;
    expect(best).toMatchObject({ questionName: '导出报表太慢', score: 1, status: 2 });
    expect(best?.number).toBeGreaterThan(1);
  });

  it('ranks by score and shows at most eight', async () => {
    for (let index = 1; index <= 10; index += 1) await create(`支付失败 第${index}次 ${'重试'.repeat(index)}`);
    await create('支付失败');
    const rows = (await similar('支付失败')).data;
    expect(rows).toHaveLength(8);
    expect(rows[0]).toMatchObject({ questionName: '支付失败', score: 1 });
    const scores = rows.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("keeps other people's drafts out, and the caller's own in", async () => {
    await create('Invoice export is empty', { draft: true }, w.other.token);
    expect(await names('invoice export')).toEqual([]);
    expect(await names('invoice export', w.other.token)).toEqual(['Invoice export is empty']);
  });

  it('re-indexes a title on edit and drops its grams with the issue', async () => {
    const created = (await create('Avatar upload fails')).data;
    const edited = await as(w.member.token)<QuestionDetail>('PUT', 'questionInfo', {
      projectId: w.projectId,
      questionId: created.questionId,
      updateTime: created.updateTime,
      questionName: '头像上传失败',
      handlerUserIds: [w.member.id],
    });
    expect(edited.code).toBe(200);
    expect(await names('avatar')).toEqual([]);
    expect(await names('头像上传')).toEqual(['头像上传失败']);
    expect(await grams(created.questionId)).toEqual(['上传', '传失', '像上', '失败', '头像'].sort());

    await as(w.member.token)('POST', 'questionInfo/delQuestionById', {
      projectId: w.projectId,
      questionId: created.questionId,
    });
    expect(await grams(created.questionId)).toEqual([]);
  });

  it('back-fills the grams of issues written before titles were indexed (migration 0008)', async () => {
    const db = server.database.db;
    await db.deleteFrom('question_title_grams').where('question_id', '=', w.question.id).execute();
    expect(await names('login button')).toEqual([]);
    await titleGramsBackfill.up(db as unknown as MigrationDb);
    expect(await names('login button')).toEqual(['Login button does nothing']);
    // Run again: issues already indexed are left alone.
    await titleGramsBackfill.up(db as unknown as MigrationDb);
    expect(await grams(w.question.id)).toEqual(titleGrams('Login button does nothing').sort());
  });

  it('looks a common word up among the newest issues only, while a rare word still finds an old issue', async () => {
    const db = server.database.db;
    // Closer to "widget" than any bulk title, so only the window can keep it out.
    const old = (await create('Widget zebra')).data;
    const time = new Date().toISOString();
    const bulk = Array.from({ length: 2100 }, (_, index) => ({
      project_id: w.projectId,
      number: 1000 + index,
      title: `Bulk widget number ${index}`,
      question_type: 1,
      severity: 1,
      priority: 2,
      status: 2,
      handling_mode: 'single' as const,
      creator_id: w.member.id,
      create_time: time,
      update_time: time,
    }));
    for (let start = 0; start < bulk.length; start += 300) {
      const rows = await db
        .insertInto('questions')
        .values(bulk.slice(start, start + 300))
        .returning(['id', 'title'])
        .execute();
      const grams = rows.flatMap((row) =>
        titleGrams(row.title).map((gram) => ({ project_id: w.projectId, gram, question_id: row.id })),
      );
      for (let from = 0; from < grams.length; from += 500) {
        await db
          .insertInto('question_title_grams')
          .values(grams.slice(from, from + 500))
          .execute();
      }
    }
    // "widget" is in 2101 titles: only the newest 2000 are read for it, so the oldest is not among them.
    const common = (await similar('widget')).data;
    expect(common).toHaveLength(8);
    expect(common.map((row) => row.questionId)).not.toContain(old.questionId);
    expect((await similar('widget zebra')).data[0]).toMatchObject({ questionId: old.questionId });
  });

  it('answers 404 to a non-member and refuses an empty title', async () => {
    expect((await similar('Login', w.outsider.token)).code).toBe(404);
    expect((await similar('Login', w.member.token, w.outsiderProjectId)).code).toBe(404);
    const empty = await similar('   ');
    expect(empty.code).toBe(500);
    expect(empty.msg).toContain('questionName');
  });

  describe('relatedQuestionList', () => {
    const related = (search: string, questionId?: number, token = w.member.token, projectId = w.projectId) =>
      as(token)<QuestionLink[]>('GET', 'questionInfo/relatedQuestionList', {
        projectId,
        ...(questionId === undefined ? {} : { questionId }),
        searchQuestionVal: search,
      });

    it('finds by number with or without #, or by a literal piece of the title, never the issue itself', async () => {
      const second = (await create('Crash when saving 100% of data')).data;
      const third = (await create('导出报表太慢')).data;
      expect((await related(`#${second.number}`)).data.map((row) => row.questionId)).toEqual([second.questionId]);
      expect((await related(String(third.number))).data[0]).toMatchObject({
        questionId: third.questionId,
        number: third.number,
        questionName: '导出报表太慢',
        status: 2,
        questionType: 1,
      });
      expect((await related('100%')).data.map((row) => row.questionName)).toEqual(['Crash when saving 100% of data']);
      expect((await related('_')).data).toEqual([]);
      expect((await related('CRASH', second.questionId)).data).toEqual([]);
      expect((await related('', second.questionId)).data.map((row) => row.number)).toEqual([third.number, 1]);
    });

    it('shows at most 20 and hides other people’s drafts', async () => {
      for (let index = 0; index < 22; index += 1) {
        await buildQuestion(server.database.db, {
          projectId: w.projectId,
          creatorId: w.member.id,
          handlerIds: [w.member.id],
          title: `Bulk ${index}`,
        });
      }
      await create('Secret plan', { draft: true }, w.other.token);
      expect((await related('bulk')).data).toHaveLength(20);
      expect((await related('secret')).data).toEqual([]);
      expect((await related('secret', undefined, w.other.token)).data).toHaveLength(1);
    });

    it('narrows to one issue type, as a test case picking requirements asks', async () => {
      const requirement = await buildQuestion(server.database.db, {
        projectId: w.projectId,
        creatorId: w.member.id,
        handlerIds: [w.member.id],
        title: 'Pay by invoice',
      });
      await buildQuestion(server.database.db, {
        projectId: w.projectId,
        creatorId: w.member.id,
        handlerIds: [w.member.id],
        title: 'Pay by card fails',
      });
      await server.database.db
        .updateTable('questions')
        .set({ question_type: 3 })
        .where('id', '=', requirement.id)
        .execute();
      const requirements = await as(w.member.token)<QuestionLink[]>('GET', 'questionInfo/relatedQuestionList', {
        projectId: w.projectId,
        searchQuestionVal: 'pay',
        questionType: 3,
      });
      expect(requirements.data.map((row) => [row.questionName, row.questionType])).toEqual([['Pay by invoice', 3]]);
      expect((await related('pay')).data).toHaveLength(2);
    });

    it('answers 404 to a non-member and for an issue of another project', async () => {
      expect((await related('1', undefined, w.outsider.token)).code).toBe(404);
      const foreign = await buildQuestion(server.database.db, {
        projectId: w.outsiderProjectId,
        creatorId: w.outsider.id,
        handlerIds: [w.outsider.id],
      });
      expect((await related('1', foreign.id)).code).toBe(404);
    });
  });
});
