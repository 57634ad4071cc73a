import {
  type CreatedJoinLink,
  type JoinLink,
  type JoinLinkPreview,
  joinLinkState,
  joinLinkUrl,
} from '@questline/contract';
import type { Kysely, Selectable } from 'kysely';
import type { JoinLinkTable } from '../../db/joiningSchema';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { failure, notFound } from '../../http/errors';
import { visitorEmail } from '../account/emailCodes';
import { hashToken, newToken } from '../account/sessions';
import { projectAccess, writableProjectAccess } from '../projects/policy';

type Db = Kysely<Database>;
/** Which links a list holds: one link, a project's, or one maker's. */
type LinkFilter = { by: 'id' | 'project_id' | 'creator_id'; value: number };

/** The link's state in words a refusal can use. */
export const STATE_REFUSAL = {
  expired: 'joinLinkExpired',
  usedUp: 'joinLinkUsedUp',
  revoked: 'joinLinkRevoked',
} as const;

export function stateOf(row: Selectable<JoinLinkTable>, now: Date) {
  return joinLinkState(
    { expireTime: row.expire_time, maxUses: row.max_uses, useCount: row.use_count, revokeTime: row.revoke_time },
    now,
  );
}

/** Links as their makers see them, newest first (at most 100: old links are of no use to anyone). */
async function linkRows(db: Db, filter: LinkFilter, now: Date): Promise<JoinLink[]> {
  const rows = await db
    .selectFrom('join_links as l')
    .innerJoin('users as creator', 'creator.id', 'l.creator_id')
    .leftJoin('projects as p', 'p.id', 'l.project_id')
    .selectAll('l')
    .select(['creator.nick_name as creator_name', 'p.name as project_name'])
    .where(`l.${filter.by}`, '=', filter.value)
    .orderBy('l.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    linkId: row.id,
    projectId: row.project_id,
    projectName: row.project_name,
    email: row.email,
    maxUses: row.max_uses,
    useCount: row.use_count,
    expireTime: row.expire_time,
    createTime: row.create_time,
    creatorName: row.creator_name,
    state: stateOf(row, now),
  }));
}

interface NewLink {
  projectId: number | null;
  creatorId: number;
  maxUses: number;
  expiresInDays: number;
  email: string;
}

/** Stores the token's hash only; the address goes back once, in this answer. */
async function insertLink(deps: Pick<AppDeps, 'db' | 'config' | 'now'>, link: NewLink): Promise<CreatedJoinLink> {
  const email = link.email === '' ? null : visitorEmail(link.email);
  const now = deps.now();
  const token = newToken();
  const row = await deps.db
    .insertInto('join_links')
    .values({
      token_hash: hashToken(token),
      project_id: link.projectId,
      creator_id: link.creatorId,
      email,
      max_uses: link.maxUses,
      expire_time: new Date(now.getTime() + link.expiresInDays * 86_400_000).toISOString(),
      create_time: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [created] = await linkRows(deps.db, { by: 'id', value: row.id }, now);
  if (!created) throw notFound();
  return { ...created, url: joinLinkUrl(deps.config.publicUrl, token) };
}

/** A project a platform administrator may invite to: not in the recycle bin, not archived. */
export async function assertLiveProject(db: Db, projectId: number): Promise<void> {
  const project = await db
    .selectFrom('projects')
    .select(['archived', 'delete_time'])
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!project || project.delete_time !== null) throw notFound();
  if (project.archived === 1) throw failure('projectArchived');
}

/** POST joinLink/create: a project admin's link, which joins that project. */
export async function createProjectLink(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  input: Omit<NewLink, 'projectId'> & { projectId: number },
): Promise<CreatedJoinLink> {
  await writableProjectAccess(deps.db, {
    projectId: input.projectId,
    userId: input.creatorId,
    atLeast: 'admin',
    now: deps.now(),
  });
  return insertLink(deps, input);
}

/** POST /admin/joinLink/create: the platform administrator's link: an account only, or any live project. */
export async function createAdminLink(
  deps: Pick<AppDeps, 'db' | 'config' | 'now'>,
  input: NewLink,
): Promise<CreatedJoinLink> {
  if (input.projectId !== null) await assertLiveProject(deps.db, input.projectId);
  return insertLink(deps, input);
}

export async function projectLinks(db: Db, input: { projectId: number; userId: number; now: Date }) {
  await projectAccess(db, { projectId: input.projectId, userId: input.userId, atLeast: 'admin' });
  return linkRows(db, { by: 'project_id', value: input.projectId }, input.now);
}

/** The platform administrator's own links, the account-only ones among them. */
export async function adminLinks(db: Db, input: { userId: number; now: Date }) {
  return linkRows(db, { by: 'creator_id', value: input.userId }, input.now);
}

/** Revoking twice is done once; another project's link id answers 404 like an unknown one. */
export async function revokeProjectLink(
  db: Db,
  input: { projectId: number; linkId: number; userId: number; now: Date },
) {
  await projectAccess(db, { projectId: input.projectId, userId: input.userId, atLeast: 'admin' });
  await revoke(db, input.now, { linkId: input.linkId, by: 'project_id', value: input.projectId });
}

export async function revokeAdminLink(db: Db, input: { linkId: number; userId: number; now: Date }) {
  await revoke(db, input.now, { linkId: input.linkId, by: 'creator_id', value: input.userId });
}

async function revoke(
  db: Db,
  now: Date,
  owner: { linkId: number; by: 'project_id' | 'creator_id'; value: number },
): Promise<void> {
  const link = await db
    .selectFrom('join_links')
    .select(['id', 'revoke_time'])
    .where('id', '=', owner.linkId)
    .where(owner.by, '=', owner.value)
    .executeTakeFirst();
  if (!link) throw notFound();
  if (link.revoke_time !== null) return;
  await db.updateTable('join_links').set({ revoke_time: now.toISOString() }).where('id', '=', link.id).execute();
}

/** The link a token names; an unknown token says only that. */
export async function linkByToken(db: Db, token: string): Promise<Selectable<JoinLinkTable>> {
  const row = await db
    .selectFrom('join_links')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) throw failure('joinLinkUnknown');
  return row;
}

/** GET /register/joinLink?token (public): whoever holds the link sees who invites them to what. */
export async function previewLink(db: Db, input: { token: string; now: Date }): Promise<JoinLinkPreview> {
  const row = await linkByToken(db, input.token);
  const creator = await db
    .selectFrom('users')
    .select('nick_name')
    .where('id', '=', row.creator_id)
    .executeTakeFirstOrThrow();
  const project =
    row.project_id === null
      ? undefined
      : await db.selectFrom('projects').select('name').where('id', '=', row.project_id).executeTakeFirst();
  return {
    state: stateOf(row, input.now),
    inviterName: creator.nick_name,
    projectName: project?.name ?? null,
    email: row.email,
    expireTime: row.expire_time,
  };
}
