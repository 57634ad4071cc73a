import { type NoticeDetail, type NoticeItem, type UnreadCount, ResultCode, mentionMarkup } from '@questline/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, getTestServer } from '../../test/server';

/**
 * Issue 11 "Announcements and messages" and "@mentions": the workflow writes personal messages for the
 * people it concerns; each person reads, counts and marks only their own (others' ids answer 404).
 */
describe('personal messages', () => {
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
  const messagesOf = (token: string, language: 'zh-CN' | 'en-US' = 'en-US') =>
    as(token, language)<NoticeItem[]>('GET', 'notice/getList', { noticeType: '2' });
  const unread = async (token: string) => (await as(token)<UnreadCount>('GET', 'notice/getUnreadCount')).data;
  /** Messages are written just after the call that caused them commits. */
  const settle = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 20 });

  it('assigning and copying people writes each a message, in the reader’s language', async () => {
    const created = await as(w.member.token)<{ questionId: number; number: number }>('POST', 'questionInfo', {
      projectId: w.projectId,
      questionName: 'Export fails',
      handlerUserIds: [w.other.id],
      ccUserIds: [w.admin.id],
    });
    expect(created.code).toBe(ResultCode.ok);
    await settle(async () => expect((await messagesOf(w.other.token)).total).toBe(1));
    const [assigned] = (await messagesOf(w.other.token)).rows;
    expect(assigned).toMatchObject({
      noticeType: 2,
      kind: 'assigned',
      noticeTitle: 'An issue is waiting for you to handle',
      noticeContent: `#${created.data.number} Export fails`,
      projectId: w.projectId,
      projectName: w.projectName,
      questionId: created.data.questionId,
      isRead: false,
    });
    const zh = (await messagesOf(w.other.token, 'zh-CN')).rows[0];
    expect(zh?.noticeTitle).toBe('有问题需要你处理');
    await settle(async () => expect((await messagesOf(w.admin.token)).rows[0]?.kind).toBe('cc'));
    expect((await messagesOf(w.member.token)).total).toBe(0);
    expect(await unread(w.other.token)).toEqual({ total: 1, announcements: 0, messages: 1, workOrders: 0 });
  });

  it('message/{id} reads one’s own message and marks it read; another person’s id is 404', async () => {
    await as(w.member.token)('POST', 'questionInfo', {
      projectId: w.projectId,
      questionName: 'Private',
      handlerUserIds: [w.other.id],
    });
    await settle(async () => expect((await messagesOf(w.other.token)).total).toBe(1));
    const id = (await messagesOf(w.other.token)).rows[0]?.noticeId ?? 0;
    const stranger = await as(w.admin.token)('GET', `message/${id}`);
    expect(stranger).toMatchObject({ code: ResultCode.notFound, msg: 'The resource does not exist' });
    expect(JSON.stringify(stranger)).not.toContain('Private');
    expect((await as(w.admin.token)('GET', 'message/999999')).code).toBe(ResultCode.notFound);
    expect((await as(undefined)('GET', `message/${id}`)).code).toBe(ResultCode.unauthorized);

    const own = await as(w.other.token)<NoticeDetail>('GET', `message/${id}`);
    expect(own.data).toMatchObject({ noticeId: id, isRead: true, operatorName: expect.any(String) });
    expect((await unread(w.other.token)).messages).toBe(0);
  });

  it('a comment’s @mention tells the mentioned member, never a non-member', async () => {
    const content = `<p>${mentionMarkup(w.admin.id, 'Admin')} ${mentionMarkup(w.outsider.id, 'Outsider')} look</p>`;
    const answer = await as(w.other.token)('POST', 'questionComment/addQuestionComment', {
      projectId: w.projectId,
      questionId: w.question.id,
      content,
    });
    expect(answer.code).toBe(ResultCode.ok);
    await settle(async () => expect((await messagesOf(w.admin.token)).rows[0]?.kind).toBe('mentioned'));
    expect((await messagesOf(w.outsider.token)).total).toBe(0);
    const stored = await server.database.db
      .selectFrom('question_comments')
      .select('content')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.content).toContain(`data-type="mention" data-id="${w.admin.id}"`);
  });

  it('completing a repair asks the creator to verify', async () => {
    const done = await as(w.member.token)('POST', 'questionInfo/questionByCompleteRepair', {
      projectId: w.projectId,
      questionId: w.question.id,
      updateTime: w.question.updateTime,
    });
    expect(done.code).toBe(ResultCode.ok);
    // The member is both handler and creator here: nobody else is concerned, and nobody is told.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await messagesOf(w.member.token)).total).toBe(0);
  });

  it('updateMessageRead {type} marks all of a type read; a bad type changes nothing', async () => {
    await as(w.member.token)('POST', 'questionInfo', {
      projectId: w.projectId,
      questionName: 'One',
      handlerUserIds: [w.other.id],
    });
    await as(w.member.token)('POST', 'questionInfo', {
      projectId: w.projectId,
      questionName: 'Two',
      handlerUserIds: [w.other.id],
    });
    await settle(async () => expect((await unread(w.other.token)).messages).toBe(2));
    const refused = await as(w.other.token)('POST', 'notice/updateMessageRead', { type: 7 });
    expect(refused.code).toBe(ResultCode.fail);
    expect((await unread(w.other.token)).messages).toBe(2);
    const marked = await as(w.other.token)<UnreadCount>('POST', 'notice/updateMessageRead', { type: 2 });
    expect(marked.data).toMatchObject({ messages: 0 });
    expect((await messagesOf(w.other.token)).rows.every((row) => row.isRead)).toBe(true);
  });

  it('unReadList lists the unread newest first; getList pages', async () => {
    for (const title of ['A', 'B', 'C']) {
      await as(w.member.token)('POST', 'questionInfo', {
        projectId: w.projectId,
        questionName: title,
        handlerUserIds: [w.other.id],
      });
    }
    await settle(async () => expect((await unread(w.other.token)).messages).toBe(3));
    const list = await as(w.other.token)<NoticeItem[]>('GET', 'notice/unReadList');
    expect(list.rows.map((row) => row.noticeContent.replace(/^#\d+ /, ''))).toEqual(['C', 'B', 'A']);
    const page = await as(w.other.token)<NoticeItem[]>('GET', 'notice/getList', { pageNum: '2', pageSize: '5' });
    expect(page).toMatchObject({ code: ResultCode.ok, total: 3, rows: [] });
    const bad = await as(w.other.token)('GET', 'notice/getList', { noticeType: '3' });
    expect(bad.code).toBe(ResultCode.fail);
  });
});
