import {
  IM_EDIT_WINDOW_MS,
  IM_PATHS,
  IM_RATE_MESSAGES,
  IM_RATE_WINDOW_MS,
  type ImHistory,
  type ImMessage,
  ResultCode,
  chatHtml,
  mentionMarkup,
} from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../test/clock';
import { buildQuestion } from '../../test/questions';
import { type TestServer, getTestServer } from '../../test/server';
import { type Chatter, imKit } from './testKit.fixture';

/**
 * Issue 33 "Messages" and "Abuse and privacy": text sanitised like comments with mentions and links, `#n` chips
 * for readers who may see the issue, replies, edits and deletes within 24 hours, reactions, read marks and unread
 * counts, a message sent twice written once, and 20 messages per 10 seconds.
 */
describe('messages', () => {
  const clock = movableClock();
  let server: TestServer;
  let kit: ReturnType<typeof imKit>;
  let ann: Chatter;
  let bo: Chatter;
  let cy: Chatter;
  let projectId: number;
  let projectChat: number;

  beforeAll(async () => {
    server = await getTestServer({ now: clock.now });
    kit = imKit(server, clock.now);
    [ann, bo, cy] = [await kit.chatter('Ann'), await kit.chatter('Bo'), await kit.chatter('Cy')];
    projectId = await kit.project(ann, [bo]);
    await kit.team(ann, [cy]);
    projectChat = (await kit.projectConversation(ann, projectId)).conversationId;
  });
  afterAll(() => server.close());

  /** Messages are only ever sent a few a second here, so the rate limit is kept apart from the other tests. */
  const breathe = () => clock.advance(IM_RATE_WINDOW_MS);

  it('keeps what a comment keeps: text, links and mentions, never scripts', async () => {
    breathe();
    const body = `<p>hi ${mentionMarkup(bo.id, 'Bo')} see <a href="https://example.com">this</a><script>alert(1)</script><img src="https://evil.example/x.png" onerror="x()"></p>`;
    const answer = await kit.call<ImMessage>(ann.token, 'POST', IM_PATHS.send, {
      conversationId: projectChat,
      clientId: 'client-sanitise-1',
      body,
    });
    expect(answer.code).toBe(ResultCode.ok);
    expect(answer.data.body).not.toMatch(/script|onerror|evil/);
    expect(answer.data.body).toContain('href="https://example.com"');
    expect(answer.data.body).toContain('rel="noopener noreferrer nofollow"');
    expect(answer.data.mentions).toEqual([bo.id]);
    expect(answer.data.sender).toMatchObject({ userId: ann.id, nickName: 'Ann' });
  });

  it('refuses an empty message, and a mention of someone outside the conversation tells nobody', async () => {
    breathe();
    const empty = await kit.call(
      ann.token,
      'POST',
      IM_PATHS.send,
      { conversationId: projectChat, clientId: 'client-empty-1', body: '<p> </p><script>x</script>' },
      'zh-CN',
    );
    expect(empty).toMatchObject({ code: ResultCode.fail, msg: '消息不能为空' });
    const outside = await kit.call<ImMessage>(ann.token, 'POST', IM_PATHS.send, {
      conversationId: projectChat,
      clientId: 'client-mention-cy',
      body: `<p>${mentionMarkup(cy.id, 'Cy')}</p>`,
    });
    expect(outside.data.mentions).toEqual([]);
    const long = await kit.send(ann, projectChat, 'x'.repeat(5001));
    expect(long).toMatchObject({ code: ResultCode.fail, msg: 'The message is too long: at most 5000 characters' });
  });

  it('writes a message sent twice with one client id once, and answers it both times', async () => {
    breathe();
    const payload = { conversationId: projectChat, clientId: 'flaky-network-0001', body: chatHtml('once only') };
    const [first, second] = await Promise.all([
      kit.call<ImMessage>(ann.token, 'POST', IM_PATHS.send, payload),
      kit.call<ImMessage>(ann.token, 'POST', IM_PATHS.send, payload),
    ]);
    const third = await kit.call<ImMessage>(ann.token, 'POST', IM_PATHS.send, payload);
    expect(first.data.messageId).toBe(second.data.messageId);
    expect(third.data.messageId).toBe(first.data.messageId);
    const rows = await server.database.db
      .selectFrom('im_messages')
      .select('id')
      .where('client_id', '=', payload.clientId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('names issues by #n as chips only for readers who may see them', async () => {
    breathe();
    const issue = await buildQuestion(server.database.db, {
      projectId,
      creatorId: ann.id,
      handlerIds: [ann.id],
      title: 'Checkout fails',
    });
    const group = await kit.call<{ conversationId: number }>(ann.token, 'POST', IM_PATHS.group, {
      name: 'Mixed',
      userIds: [bo.id, cy.id],
    });
    await server.database.db
      .updateTable('users')
      .set({ current_project_id: projectId })
      .where('id', '=', ann.id)
      .execute();
    const message = await kit.sent(ann, group.data.conversationId, `see #${String(issue.number)} and #99999`);
    expect(message.issueRefs).toEqual([{ projectId, questionId: issue.id, number: issue.number }]);
    const chips = (who: Chatter) =>
      kit.call<{ title: string }[]>(who.token, 'POST', IM_PATHS.issueChips, {
        refs: message.issueRefs.map(({ projectId: p, questionId }) => ({ projectId: p, questionId })),
      });
    expect((await chips(bo)).data.map((chip) => chip.title)).toEqual(['Checkout fails']);
    // Cy reads the message but is not in the project: no chip, the text stays.
    expect((await chips(cy)).data).toEqual([]);
    // In the project's conversation #n is the project's issue whatever project the sender works in.
    const inProject = await kit.sent(bo, projectChat, `#${String(issue.number)} again`);
    expect(inProject.issueRefs.map((ref) => ref.questionId)).toEqual([issue.id]);
  });

  it('quotes the message replied to, which must be of the same conversation', async () => {
    breathe();
    const original = await kit.sent(ann, projectChat, 'original words');
    const reply = await kit.sent(bo, projectChat, 'my reply', { replyToId: original.messageId });
    expect(reply.replyTo).toEqual({
      messageId: original.messageId,
      senderName: 'Ann',
      text: 'original words',
      deleted: false,
    });
    const direct = await kit.direct(ann, cy);
    const elsewhere = await kit.send(ann, direct.conversationId, 'cross', { replyToId: original.messageId });
    expect(elsewhere).toMatchObject({
      code: ResultCode.fail,
      msg: 'The message replied to is not in this conversation',
    });
  });

  it('lets the author edit or delete within 24 hours, shown as edited or deleted', async () => {
    breathe();
    const message = await kit.sent(ann, projectChat, 'first words');
    const byOther = await kit.call(bo.token, 'PUT', IM_PATHS.edit, {
      messageId: message.messageId,
      body: chatHtml('hijack'),
    });
    expect(byOther).toMatchObject({ code: ResultCode.forbidden, msg: 'Only the sender can edit or delete a message' });
    const edited = await kit.call<ImMessage>(ann.token, 'PUT', IM_PATHS.edit, {
      messageId: message.messageId,
      body: chatHtml('better words'),
    });
    expect(edited.data).toMatchObject({ body: '<p>better words</p>', editTime: clock.now().toISOString() });
    clock.advance(IM_EDIT_WINDOW_MS);
    await kit.renew(ann, bo, cy);
    const late = await kit.call(ann.token, 'DELETE', IM_PATHS.remove(message.messageId), undefined, 'zh-CN');
    expect(late).toMatchObject({ code: ResultCode.fail, msg: '只能在发送后 24 小时内修改或撤回消息' });
    const recent = await kit.sent(ann, projectChat, 'oops');
    const deleted = await kit.call<ImMessage>(ann.token, 'DELETE', IM_PATHS.remove(recent.messageId));
    expect(deleted.data).toMatchObject({ body: '', deleteTime: clock.now().toISOString() });
    const again = await kit.call(ann.token, 'PUT', IM_PATHS.edit, {
      messageId: recent.messageId,
      body: chatHtml('undo'),
    });
    expect(again.msg).toBe('This message was deleted');
  });

  it('counts reactions per emoji and person, on and off', async () => {
    breathe();
    const message = await kit.sent(ann, projectChat, 'react to me');
    const react = (who: Chatter, emoji: string, on: boolean) =>
      kit.call<ImMessage>(who.token, 'POST', IM_PATHS.react, { messageId: message.messageId, emoji, on });
    await react(ann, '👍', true);
    await react(bo, '👍', true);
    await react(bo, '👍', true);
    expect((await react(bo, '🎉', true)).data.reactions).toEqual([
      { emoji: '👍', userIds: [ann.id, bo.id] },
      { emoji: '🎉', userIds: [bo.id] },
    ]);
    expect((await react(ann, '👍', false)).data.reactions).toEqual([
      { emoji: '👍', userIds: [bo.id] },
      { emoji: '🎉', userIds: [bo.id] },
    ]);
    expect((await react(cy, '👍', true)).code).toBe(ResultCode.notFound);
  });

  it('keeps a read mark per person and conversation, and counts what is unread', async () => {
    breathe();
    const { conversationId } = await kit.direct(ann, cy);
    const before = (await kit.conversations(cy)).conversations.find((one) => one.conversationId === conversationId);
    const sent = [await kit.sent(ann, conversationId, 'one'), await kit.sent(ann, conversationId, 'two')];
    const unread = async () =>
      (await kit.conversations(cy)).conversations.find((one) => one.conversationId === conversationId)?.unread;
    expect(await unread()).toBe((before?.unread ?? 0) + 2);
    // The sender has read their own.
    expect(
      (await kit.conversations(ann)).conversations.find((one) => one.conversationId === conversationId)?.unread,
    ).toBe(0);
    await kit.call(cy.token, 'POST', IM_PATHS.read, { conversationId, messageId: sent[1]?.messageId });
    expect(await unread()).toBe(0);
    // A late read of an older message does not move the mark back.
    await kit.call(cy.token, 'POST', IM_PATHS.read, { conversationId, messageId: sent[0]?.messageId });
    expect(await unread()).toBe(0);
    expect(
      (await kit.call(bo.token, 'POST', IM_PATHS.read, { conversationId, messageId: sent[0]?.messageId })).code,
    ).toBe(ResultCode.notFound);
  });

  it(`refuses the ${String(IM_RATE_MESSAGES + 1)}st message within 10 seconds, saying how long to wait`, async () => {
    breathe();
    const { conversationId } = await kit.direct(bo, ann);
    for (let index = 0; index < IM_RATE_MESSAGES; index += 1) {
      expect((await kit.send(bo, conversationId, `burst ${String(index)}`)).code).toBe(ResultCode.ok);
    }
    clock.advance(4000);
    const refused = await kit.send(bo, conversationId, 'one too many');
    expect(refused).toMatchObject({
      code: ResultCode.rateLimited,
      msg: 'You are sending too fast: at most 20 messages every 10 seconds. Send again in 6 s',
    });
    const zh = await kit.call(
      bo.token,
      'POST',
      IM_PATHS.send,
      { conversationId, clientId: 'rate-zh-000001', body: chatHtml('x') },
      'zh-CN',
    );
    expect(zh.msg).toBe('发送太快了：每 10 秒最多发送 20 条消息，请 6 秒后再发');
    // Others are not held back, and the sender is again once the window has passed.
    expect((await kit.send(ann, conversationId, 'I can still talk')).code).toBe(ResultCode.ok);
    clock.advance(6000);
    expect((await kit.send(bo, conversationId, 'back again')).code).toBe(ResultCode.ok);
  });

  it('stops a direct conversation once its two people share nothing, leaving its history readable', async () => {
    breathe();
    const dee = await kit.chatter('Dee');
    const teamId = await kit.team(dee, [bo]);
    const { conversationId } = await kit.direct(dee, bo);
    await kit.sent(dee, conversationId, 'while we share a team');
    await server.database.db
      .deleteFrom('team_members')
      .where('team_id', '=', teamId)
      .where('user_id', '=', bo.id)
      .execute();
    const refused = await kit.send(dee, conversationId, 'after');
    expect(refused).toMatchObject({
      code: ResultCode.fail,
      msg: 'You share no project or team with Bo, so you cannot message them',
    });
    expect(
      (await kit.call<ImHistory>(bo.token, 'GET', IM_PATHS.messages, { conversationId: String(conversationId) })).data
        .messages,
    ).toHaveLength(1);
  });
});
