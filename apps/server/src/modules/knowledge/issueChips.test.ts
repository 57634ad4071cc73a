import type { KnowledgeIssueChip } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject } from '../../test/factories';
import { type KnowledgePerson, knowledgePerson } from '../../test/knowledge';
import { buildQuestion } from '../../test/questions';
import { type TestServer, getTestServer } from '../../test/server';

/** Issue 15 "links to issues shown as live chips with their status" (ADR 0047). */
describe('issue chips in documents', () => {
  let server: TestServer;
  let reader: KnowledgePerson;
  let stranger: KnowledgePerson;
  let seen: { projectId: number; questionId: number };
  let unseen: { projectId: number; questionId: number };

  beforeAll(async () => {
    server = await getTestServer();
    const db = server.database.db;
    reader = await knowledgePerson(server, 'Reader');
    stranger = await knowledgePerson(server, 'Stranger');
    const open = await buildProject(db, { ownerId: stranger.id, members: [{ userId: reader.id }] });
    const closed = await buildProject(db, { ownerId: stranger.id });
    const visible = await buildQuestion(db, {
      projectId: open,
      creatorId: stranger.id,
      handlerIds: [reader.id],
      status: 3,
      title: '登录按钮无响应',
    });
    const hidden = await buildQuestion(db, { projectId: closed, creatorId: stranger.id, handlerIds: [stranger.id] });
    seen = { projectId: open, questionId: visible.id };
    unseen = { projectId: closed, questionId: hidden.id };
  });
  afterAll(() => server.close());

  const chips = (who: KnowledgePerson, refs: object[]) =>
    who.call<KnowledgeIssueChip[]>('POST', 'knowledge/issueChips', { refs });

  it('answers number, title and current status of the issues the reader can see, in one call', async () => {
    const answer = await chips(reader, [seen, unseen]);
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual([{ ...seen, number: 1, title: '登录按钮无响应', status: 3 }]);
  });

  it('leaves out an issue named with another project id, and everything for a non-member', async () => {
    expect((await chips(reader, [{ projectId: unseen.projectId, questionId: seen.questionId }])).data).toEqual([]);
    expect((await chips(reader, [{ projectId: seen.projectId, questionId: unseen.questionId }])).data).toEqual([]);
    const outsider = await knowledgePerson(server, 'Outsider');
    expect((await chips(outsider, [seen])).data).toEqual([]);
  });

  it('refuses more than fifty at once and bad ids, with a message', async () => {
    const many = Array.from({ length: 51 }, () => seen);
    expect((await chips(reader, many)).code).not.toBe(200);
    expect((await chips(reader, [{ projectId: 'x', questionId: 1 }])).code).not.toBe(200);
  });
});
