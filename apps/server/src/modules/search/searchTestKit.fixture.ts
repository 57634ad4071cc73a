import type { SearchHit, SearchKind, SearchOverview } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Answer, apiAs } from '../../test/api';
import { addTeamMember, buildProject, buildTeam, buildUser, signIn } from '../../test/factories';
import { buildQuestion } from '../../test/questions';
import { indexDocument } from '../knowledge/documentStore';
import type { TestServer } from '../../test/server';

export interface Searcher {
  id: number;
  all: (query: Record<string, string>) => Promise<Answer<SearchOverview>>;
  allEn: (query: Record<string, string>) => Promise<Answer<SearchOverview>>;
  more: (query: Record<string, string>) => Promise<Answer<SearchHit[]>>;
}

async function searcher(server: TestServer, nickName: string): Promise<Searcher> {
  const db = server.database.db;
  const user = await buildUser(db, { nick_name: nickName });
  const token = await signIn(db, user.id);
  const call = apiAs(server, token);
  const callEn = apiAs(server, token, 'en-US');
  return {
    id: user.id,
    all: (query) => call<SearchOverview>('GET', 'search/all', query),
    allEn: (query) => callEn<SearchOverview>('GET', 'search/all', query),
    more: (query) => call<SearchHit[]>('GET', 'search/more', query),
  };
}

/** Each kind's count, for one-line assertions. */
export function totals(overview: SearchOverview): Partial<Record<SearchKind, number>> {
  return Object.fromEntries(overview.groups.map((group) => [group.kind, group.total]));
}

const now = () => new Date().toISOString();

/** A step-mode test case straight into the database (triggers index it on SQLite). */
export async function buildCase(db: Kysely<Database>, projectId: number, creatorId: number, title: string, step = '') {
  const row = await db
    .insertInto('test_cases')
    .values({
      project_id: projectId,
      module_id: null,
      title,
      case_type: 1,
      priority: 3,
      precondition: '',
      mode: 'step',
      text_steps: '',
      text_expected: '',
      steps: JSON.stringify([{ action: step, expected: 'ok' }]),
      tags: '[]',
      version: 1,
      creator_id: creatorId,
      create_time: now(),
      update_time: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function buildPlan(db: Kysely<Database>, projectId: number, creatorId: number, name: string, text = '') {
  const row = await db
    .insertInto('plan_items')
    .values({
      project_id: projectId,
      parent_id: null,
      item_type: 2,
      name,
      description: text,
      assignee_id: null,
      publish_time: null,
      start_date: '2030-01-01',
      end_date: '2030-01-31',
      creator_id: creatorId,
      create_time: now(),
      update_time: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function buildDiskFile(db: Kysely<Database>, ownerId: number, name: string) {
  const row = await db
    .insertInto('disk_entries')
    .values({
      owner_id: ownerId,
      parent_id: null,
      kind: 'file',
      name,
      storage_key: null,
      size: 1,
      mime_type: 'image/png',
      remove_time: null,
      create_time: now(),
      update_time: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function buildSpace(db: Kysely<Database>, ownerId: number, projectId: number, title: string, text: string) {
  const stamps = { create_time: now(), update_time: now() };
  const kb = await db
    .insertInto('knowledge_bases')
    .values({ name: 'Handbook', cover: 'blue', project_id: projectId, owner_id: ownerId, ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('knowledge_members')
    .values({ kb_id: kb.id, user_id: ownerId, role: 'owner', ...stamps })
    .execute();
  const doc = await db
    .insertInto('knowledge_documents')
    .values({
      kb_id: kb.id,
      folder_id: null,
      title,
      content: `<p>${text}</p>`,
      plain_text: text,
      status: 'published',
      creator_id: ownerId,
      updater_id: ownerId,
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await indexDocument(db, doc.id, title, text);
  return { kbId: kb.id, docId: doc.id };
}

/**
 * Alice works in Apollo (with Carol) and Borealis; Bob works alone in Citadel; Dave shares only a team with Alice.
 * Every kind holds a "登录" (sign-in) object in Apollo, Borealis has a "timeout" issue, Citadel a "secretword" in
 * each of its kinds.
 */
export async function searchWorld(server: TestServer) {
  const db = server.database.db;
  const alice = await searcher(server, 'Alice Zhang');
  const bob = await searcher(server, 'Bob Citadel');
  const carol = await buildUser(db, { nick_name: 'Carol 王', user_name: `carol_${String(alice.id)}` });
  const dave = await buildUser(db, { nick_name: 'Dave Teammate' });
  const stranger = await buildUser(db, { nick_name: 'Dave Stranger' });
  const apollo = await buildProject(db, {
    ownerId: alice.id,
    name: 'Apollo 登录中心',
    members: [{ userId: carol.id }],
  });
  const borealis = await buildProject(db, { ownerId: alice.id, name: 'Borealis' });
  const citadel = await buildProject(db, { ownerId: bob.id, name: 'Citadel secretword' });
  const team = await buildTeam(db, { ownerId: alice.id });
  await addTeamMember(db, { teamId: team.id, userId: dave.id });
  const issue = (title: string, projectId: number, creatorId: number, description = '', status?: 1) =>
    buildQuestion(db, {
      projectId,
      creatorId,
      handlerIds: [creatorId],
      title,
      fields: { description },
      ...(status ? { status } : {}),
    });
  const signIn = await issue(
    '登录按钮失灵',
    apollo,
    alice.id,
    '<p>点击<strong>登录</strong>后 Timeout &amp; 无反应</p>',
  );
  const draft = await issue('登录 草稿', apollo, carol.id, '', 1);
  const payment = await issue('Payment TIMEOUT at checkout', borealis, alice.id);
  await issue('secretword 登录 leak', citadel, bob.id, '<p>secretword</p>');
  const caseId = await buildCase(db, apollo, alice.id, 'Sign in case', '打开登录页面');
  await buildCase(db, citadel, bob.id, 'secretword case');
  const planId = await buildPlan(db, apollo, alice.id, '登录改版', '<p>new flow</p>');
  await buildPlan(db, citadel, bob.id, 'secretword plan');
  const doc = await buildSpace(db, alice.id, apollo, '登录手册', 'How to sign in (登录) with SSO');
  await buildSpace(db, bob.id, citadel, 'secretword doc', 'secretword');
  const fileId = await buildDiskFile(db, alice.id, '登录截图.png');
  await buildDiskFile(db, bob.id, 'secretword.png');
  return {
    alice,
    bob,
    carol,
    dave,
    stranger,
    apollo,
    borealis,
    citadel,
    signIn,
    draft,
    payment,
    caseId,
    planId,
    doc,
    fileId,
  };
}
