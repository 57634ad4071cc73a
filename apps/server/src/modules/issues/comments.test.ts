import { HistoryCode, type QuestionDetail, attachmentUrl } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { buildQuestion } from '../../test/questions';
import { type TestServer, getTestServer } from '../../test/server';
import { tinyPng } from '../../test/uploads';
import { fileCalls } from '../attachments/testKit.fixture';
import { type QuestionEvent, QuestionEvents } from './events';

/** Issue 10: comments (spec point 5 "comment required") and favourites (spec point 7 questionCollect/addCollect). */
describe('comments and favourites', () => {
  let server: TestServer;
  let w: ProjectWorld;
  let files: ReturnType<typeof fileCalls>;
  const events: QuestionEvent[] = [];
  beforeAll(async () => {
    const questionEvents = new QuestionEvents();
    questionEvents.subscribe((event) => events.push(event));
    server = await getTestServer({ questionEvents });
    files = fileCalls(server);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db, server.files);
    events.length = 0;
  });

  const as = (token: string, language: 'zh-CN' | 'en-US' = 'en-US') => apiAs(server, token, language);
  const comment = (body: object, token = w.other.token, language: 'zh-CN' | 'en-US' = 'en-US') =>
    as(token, language)<{ commentId: number }>('POST', 'questionComment/addQuestionComment', {
      projectId: w.projectId,
      questionId: w.question.id,
      ...body,
    });
  const remove = (commentId: number, token = w.other.token, language: 'zh-CN' | 'en-US' = 'en-US') =>
    as(token, language)('DELETE', `questionComment/removeQuestionComment/${commentId}`);
  const detail = async (token = w.member.token) =>
    (
      await as(token)<QuestionDetail>('GET', 'questionInfo/getQuestionInfo', {
        projectId: w.projectId,
        questionId: w.question.id,
      })
    ).data;
  const commentRows = () =>
    server.database.db.selectFrom('question_comments').selectAll().where('question_id', '=', w.question.id).execute();

  it('adds a sanitised comment with a history row and tells the people concerned', async () => {
    const answer = await comment({ content: '<p>Seen on <b>iOS</b> too</p><script>alert(1)</script>' });
    expect(answer.code).toBe(200);
    const shown = (await detail()).comments.find((entry) => entry.commentId === answer.data.commentId);
    expect(shown).toMatchObject({ content: '<p>Seen on <b>iOS</b> too</p>', author: { userId: w.other.id } });
    expect((await detail()).history.at(-1)).toMatchObject({
      code: HistoryCode.comment,
      operator: { userId: w.other.id },
    });
    expect(events).toEqual([
      expect.objectContaining({ code: HistoryCode.comment, questionId: w.question.id, recipientIds: [w.member.id] }),
    ]);
  });

  it('refuses an empty or script-only comment in zh and en and writes nothing', async () => {
    const before = (await commentRows()).length;
    const empty = await comment({ content: '  <p> </p> ' });
    expect(empty).toMatchObject({ code: 500, msg: 'Comment cannot be empty' });
    const script = await comment({ content: '<script>alert(1)</script>' }, w.other.token, 'zh-CN');
    expect(script).toMatchObject({ code: 500, msg: '评论内容不能为空' });
    expect(await commentRows()).toHaveLength(before);
    expect(events).toEqual([]);
  });

  it('claims a pasted image as the comment’s attachment; removing the comment removes the file', async () => {
    const upload = await files.upload(w.other.token, w.projectId, 'shot.png', tinyPng());
    const { attachmentId } = upload.data;
    const url = attachmentUrl(attachmentId).replace(/^.*?\/prod-api/, '/prod-api');
    const answer = await comment({ content: `<p><img src="${url}"></p>` });
    expect(answer.code).toBe(200);
    const row = await server.database.db
      .selectFrom('question_attachments')
      .select(['question_id', 'comment_id', 'storage_key'])
      .where('id', '=', attachmentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ question_id: w.question.id, comment_id: answer.data.commentId });
    // A comment of one picture is not empty; the issue's own attachments are not counted with it.
    expect((await detail()).attachments.map((entry) => entry.attachmentId)).not.toContain(attachmentId);

    expect(await server.files.stat(row.storage_key)).toBeDefined();
    expect(await remove(answer.data.commentId)).toMatchObject({ code: 200 });
    expect((await commentRows()).map((entry) => entry.id)).not.toContain(answer.data.commentId);
    expect(await server.files.stat(row.storage_key)).toBeUndefined();
  });

  it('refuses someone else’s upload in a comment with nothing written', async () => {
    const upload = await files.upload(w.member.token, w.projectId, 'shot.png', tinyPng());
    const before = (await commentRows()).length;
    const answer = await comment({ content: '<p>Look</p>', attachmentIds: [upload.data.attachmentId] });
    expect(answer.code).toBe(500);
    expect(await commentRows()).toHaveLength(before);
  });

  it('lets only the author remove a comment: others 403 in their language, unknown ids 404', async () => {
    // The world's comment is the member's.
    const admin = await remove(w.commentId, w.admin.token);
    expect(admin).toMatchObject({ code: 403, msg: 'You can only remove your own comments' });
    expect(await remove(w.commentId, w.other.token, 'zh-CN')).toMatchObject({ code: 403, msg: '只能删除自己的评论' });
    expect((await remove(w.commentId, w.outsider.token)).code).toBe(404);
    expect((await remove(999_999, w.member.token)).code).toBe(404);
    expect((await commentRows()).map((entry) => entry.id)).toContain(w.commentId);
    expect((await remove(w.commentId, w.member.token)).code).toBe(200);
    expect((await remove(w.commentId, w.member.token)).code).toBe(404);
  });

  it('answers 404 to a non-member and for an issue of another project', async () => {
    expect((await comment({ content: 'x' }, w.outsider.token)).code).toBe(404);
    const foreign = await buildQuestion(server.database.db, {
      projectId: w.outsiderProjectId,
      creatorId: w.outsider.id,
      handlerIds: [w.outsider.id],
    });
    expect((await comment({ content: 'x', questionId: foreign.id })).code).toBe(404);
  });

  describe('addCollect', () => {
    const collect = (questionId: number, token = w.other.token, projectId = w.projectId) =>
      server.app
        .inject({
          method: 'POST',
          url: `/prod-api/questline/questionCollect/addCollect?projectId=${projectId}&questionId=${questionId}`,
          headers: { authorization: `Bearer ${token}`, language: 'en-US' },
        })
        .then((response) => response.json<{ code: number; data: { collected: boolean } }>());

    it('toggles the caller’s own favourite, seen in the detail and the collected scope', async () => {
      expect((await collect(w.question.id)).data).toEqual({ collected: true });
      expect((await detail(w.other.token)).collected).toBe(true);
      expect((await detail(w.member.token)).collected).toBe(false);
      const list = await as(w.other.token)('POST', 'questionInfo/getProjectProblemList?pageNum=1&pageSize=10', {
        projectId: w.projectId,
        scope: 'collected',
      });
      expect(list.total).toBe(1);
      expect((await collect(w.question.id)).data).toEqual({ collected: false });
      expect((await detail(w.other.token)).collected).toBe(false);
    });

    it('answers 404 to a non-member and for an issue of another project', async () => {
      expect((await collect(w.question.id, w.outsider.token)).code).toBe(404);
      const foreign = await buildQuestion(server.database.db, {
        projectId: w.outsiderProjectId,
        creatorId: w.outsider.id,
        handlerIds: [w.outsider.id],
      });
      expect((await collect(foreign.id)).code).toBe(404);
      const rows = await server.database.db.selectFrom('question_collects').selectAll().execute();
      expect(rows.filter((row) => row.question_id === foreign.id)).toEqual([]);
    });
  });
});
