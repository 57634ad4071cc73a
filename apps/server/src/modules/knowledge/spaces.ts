import {
  type AddKnowledgeBody,
  KNOWLEDGE_NAME_MAX_BYTES,
  KNOWLEDGE_REMARK_MAX,
  type KnowledgeBase,
  type Locale,
  type UpdateKnowledgeBody,
  KNOWLEDGE_ROLE_ACTIONS,
  builtInTemplate,
  knowledgeNameProblem,
  knowledgeRemarkProblem,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { projectAccess } from '../projects/policy';
import { insertDocument, unindexDocuments } from './documentStore';
import { type Db, kbAccess } from './kbAccess';
import { sanitizeDocument } from './richText';

function checkedFields(body: { name: string; remark?: string }): { name: string; remark: string } {
  const nameProblem = knowledgeNameProblem(body.name);
  if (nameProblem === 'required') throw failure('knowledgeNameRequired');
  if (nameProblem === 'tooLong') throw failure('knowledgeNameTooLong', { max: KNOWLEDGE_NAME_MAX_BYTES });
  const remark = (body.remark ?? '').trim();
  if (knowledgeRemarkProblem(remark)) throw failure('knowledgeRemarkTooLong', { max: KNOWLEDGE_REMARK_MAX });
  return { name: body.name.trim(), remark };
}

/** A space links only to a project the caller belongs to; any other id is 404 like a missing one. */
async function checkedProject(db: Kysely<Database>, projectId: number | null | undefined, userId: number) {
  if (projectId === null || projectId === undefined) return null;
  await projectAccess(db, { projectId, userId, atLeast: 'member' });
  return projectId;
}

async function summaries(db: Db, userId: number, kbId?: number): Promise<KnowledgeBase[]> {
  let query = db
    .selectFrom('knowledge_members as me')
    .innerJoin('knowledge_bases as kb', 'kb.id', 'me.kb_id')
    .innerJoin('users as owner', 'owner.id', 'kb.owner_id')
    .leftJoin('projects', 'projects.id', 'kb.project_id')
    .select((eb) => [
      'kb.id',
      'kb.name',
      'kb.remark',
      'kb.cover',
      'kb.project_id',
      'projects.name as project_name',
      'kb.owner_id',
      'owner.nick_name as owner_name',
      'me.role',
      'kb.create_time',
      'kb.update_time',
      eb
        .selectFrom('knowledge_members as m')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.kb_id', '=', 'kb.id')
        .as('member_count'),
      eb
        .selectFrom('knowledge_documents as d')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('d.kb_id', '=', 'kb.id')
        .where((inner) => inner.or([inner('d.status', '=', 'published'), inner('me.role', '!=', 'reader')]))
        .as('document_count'),
    ])
    .where('me.user_id', '=', userId)
    .orderBy('kb.id', 'desc');
  if (kbId !== undefined) query = query.where('kb.id', '=', kbId);
  return (await query.execute()).map((row) => ({
    kbId: row.id,
    name: row.name,
    remark: row.remark,
    cover: row.cover,
    projectId: row.project_id,
    projectName: row.project_name ?? '',
    ownerId: row.owner_id,
    ownerNickName: row.owner_name,
    role: row.role,
    actions: [...KNOWLEDGE_ROLE_ACTIONS[row.role]],
    memberCount: Number(row.member_count ?? 0),
    documentCount: Number(row.document_count ?? 0),
    createTime: row.create_time,
    updateTime: row.update_time,
  }));
}

/** GET knowledge/list: the caller's spaces, newest first. */
export function listSpaces(db: Kysely<Database>, userId: number): Promise<KnowledgeBase[]> {
  return summaries(db, userId);
}

/** GET knowledge/info: one space the caller belongs to. */
export async function spaceInfo(db: Kysely<Database>, options: { kbId: number; userId: number }) {
  await kbAccess(db, options.kbId, options.userId, 'read');
  const [space] = await summaries(db, options.userId, options.kbId);
  if (!space) throw new Error('space vanished while reading it');
  return space;
}

/**
 * POST knowledge/add: the caller owns the new space. From a built-in template it opens with one draft
 * document of that template, in the caller's language.
 */
export async function createSpace(
  db: Kysely<Database>,
  options: AddKnowledgeBody & { userId: number; locale: Locale; now: Date },
): Promise<KnowledgeBase> {
  const fields = checkedFields(options);
  const projectId = await checkedProject(db, options.projectId, options.userId);
  const time = options.now.toISOString();
  const kbId = await db.transaction().execute(async (trx) => {
    const kb = await trx
      .insertInto('knowledge_bases')
      .values({
        ...fields,
        cover: options.cover ?? 'blue',
        project_id: projectId,
        owner_id: options.userId,
        create_time: time,
        update_time: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('knowledge_members')
      .values({ kb_id: kb.id, user_id: options.userId, role: 'owner', create_time: time, update_time: time })
      .execute();
    if (options.template) {
      const template = builtInTemplate(options.locale, options.template);
      await insertDocument(trx, {
        kbId: kb.id,
        folderId: null,
        title: template.name,
        content: sanitizeDocument(template.content),
        status: 'draft',
        userId: options.userId,
        time,
      });
    }
    return kb.id;
  });
  return spaceInfo(db, { kbId, userId: options.userId });
}

/** POST knowledge/update: name, remark, cover and project (owner and admins). */
export async function updateSpace(
  db: Kysely<Database>,
  options: UpdateKnowledgeBody & { userId: number; now: Date },
): Promise<void> {
  await kbAccess(db, options.kbId, options.userId, 'configure');
  const fields = checkedFields(options);
  const projectId = await checkedProject(db, options.projectId, options.userId);
  await db
    .updateTable('knowledge_bases')
    .set({
      ...fields,
      ...(options.cover ? { cover: options.cover } : {}),
      project_id: projectId,
      update_time: options.now.toISOString(),
    })
    .where('id', '=', options.kbId)
    .execute();
}

/** POST knowledge/delete: the owner only; everything in the space goes with it. */
export async function deleteSpace(db: Kysely<Database>, options: { kbId: number; userId: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await kbAccess(trx, options.kbId, options.userId, 'deleteSpace');
    const docs = await trx.selectFrom('knowledge_documents').select('id').where('kb_id', '=', options.kbId).execute();
    await unindexDocuments(
      trx,
      docs.map((doc) => doc.id),
    );
    await trx.deleteFrom('knowledge_bases').where('id', '=', options.kbId).execute();
  });
}
