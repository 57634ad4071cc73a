import {
  PHONE_PATTERN,
  type PartialData,
  ResultCode,
  type MessageKey,
  type MessageParams,
  planOf,
} from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, failure } from '../../http/errors';
import { memberCount } from '../projects/memberLimit';
import { writableProjectAccess } from '../projects/policy';

/**
 * Adds one member inside the caller's transaction, refusing over the owner's member limit with 500101
 * (DOMAIN.md "Plan limits"); the count is taken inside the transaction that inserts.
 */
export async function addMemberRow(
  trx: Transaction<Database>,
  options: { projectId: number; userId: number; now: Date },
): Promise<void> {
  const project = await trx
    .selectFrom('projects')
    .innerJoin('users as owner', 'owner.id', 'projects.owner_id')
    .select('owner.version_code')
    .where('projects.id', '=', options.projectId)
    .executeTakeFirstOrThrow();
  const limit = planOf(project.version_code).maxMembersPerProject;
  const current = await memberCount(trx, options.projectId);
  if (limit !== null && current >= limit) {
    throw new AppError(
      ResultCode.planLimit,
      'memberLimitReached',
      { limit },
      { limit, current, versionCode: project.version_code, kind: 'members' },
    );
  }
  const user = await trx
    .selectFrom('users')
    .select('nick_name')
    .where('id', '=', options.userId)
    .executeTakeFirstOrThrow();
  const time = options.now.toISOString();
  await trx
    .insertInto('project_users')
    .values({
      project_id: options.projectId,
      user_id: options.userId,
      role: 'member',
      alias: user.nick_name,
      create_time: time,
      update_time: time,
    })
    .execute();
}

interface Candidate {
  userId?: number;
  name: string;
  /** Why this entry cannot be added, when it cannot. */
  refusal?: { key: MessageKey; params?: MessageParams };
}

async function isMember(db: Kysely<Database> | Transaction<Database>, projectId: number, userId: number) {
  const row = await db
    .selectFrom('project_users')
    .select('id')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

async function candidateByPhone(db: Kysely<Database>, projectId: number, phone: string): Promise<Candidate> {
  if (!PHONE_PATTERN.test(phone)) return { name: phone, refusal: { key: 'phoneIncorrect' } };
  const user = await db.selectFrom('users').select(['id', 'nick_name']).where('phone', '=', phone).executeTakeFirst();
  if (!user) return { name: phone, refusal: { key: 'noUserWithPhone', params: { phone } } };
  if (await isMember(db, projectId, user.id)) {
    return { name: phone, refusal: { key: 'memberAlreadyInProject', params: { name: user.nick_name } } };
  }
  return { userId: user.id, name: phone };
}

export interface AddOutcome {
  /** Localised by the route; `id` is the entry's index in the request. */
  failed: { id: number; key: MessageKey; params?: MessageParams }[];
  succeeded: number[];
}

/** Adds the addable entries one by one; each succeeds or fails on its own (DOMAIN.md batch rule). */
async function addEach(
  db: Kysely<Database>,
  options: { projectId: number; now: Date },
  candidates: Candidate[],
): Promise<AddOutcome> {
  const outcome: AddOutcome = { failed: [], succeeded: [] };
  for (const [index, candidate] of candidates.entries()) {
    if (candidate.refusal || candidate.userId === undefined) {
      outcome.failed.push({ id: index, ...(candidate.refusal ?? { key: 'noPersonToAdd' }) });
      continue;
    }
    const userId = candidate.userId;
    try {
      await db
        .transaction()
        .execute((trx) => addMemberRow(trx, { projectId: options.projectId, userId, now: options.now }));
      outcome.succeeded.push(index);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome.failed.push({ id: index, key: error.key, params: error.params });
    }
  }
  return outcome;
}

/** One person by phone: every refusal is the answer itself. */
export async function addMemberByPhone(
  db: Kysely<Database>,
  options: { projectId: number; callerId: number; phone: string; now: Date },
): Promise<number> {
  await writableProjectAccess(db, {
    projectId: options.projectId,
    userId: options.callerId,
    atLeast: 'admin',
    now: options.now,
  });
  const candidate = await candidateByPhone(db, options.projectId, options.phone);
  if (candidate.refusal || candidate.userId === undefined) {
    throw failure(candidate.refusal?.key ?? 'noPersonToAdd', candidate.refusal?.params);
  }
  const userId = candidate.userId;
  await db
    .transaction()
    .execute((trx) => addMemberRow(trx, { projectId: options.projectId, userId, now: options.now }));
  return userId;
}

/** Several phones at once ("there is no person to add" when the list holds none). */
export async function addMembersByPhones(
  db: Kysely<Database>,
  options: { projectId: number; callerId: number; phones: string[]; now: Date },
): Promise<AddOutcome> {
  await writableProjectAccess(db, {
    projectId: options.projectId,
    userId: options.callerId,
    atLeast: 'admin',
    now: options.now,
  });
  const phones = options.phones.map((phone) => phone.trim());
  if (phones.every((phone) => phone === '')) throw failure('noPersonToAdd');
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  for (const phone of phones) {
    if (seen.has(phone)) {
      candidates.push({ name: phone, refusal: { key: 'memberAlreadyInProject', params: { name: phone } } });
      continue;
    }
    seen.add(phone);
    candidates.push(await candidateByPhone(db, options.projectId, phone));
  }
  return addEach(db, options, candidates);
}

/** People chosen from another source (a project or team the caller belongs to, checked by the caller). */
export async function addMembersById(
  db: Kysely<Database>,
  options: { projectId: number; userIds: number[]; now: Date },
): Promise<AddOutcome> {
  const candidates: Candidate[] = [];
  for (const userId of options.userIds) {
    const user = await db.selectFrom('users').select('nick_name').where('id', '=', userId).executeTakeFirst();
    if (!user) candidates.push({ name: String(userId), refusal: { key: 'noPersonToAdd' } });
    else if (await isMember(db, options.projectId, userId)) {
      candidates.push({
        name: user.nick_name,
        refusal: { key: 'memberAlreadyInProject', params: { name: user.nick_name } },
      });
    } else candidates.push({ userId, name: user.nick_name });
  }
  return addEach(db, options, candidates);
}

export function toPartialData(
  outcome: AddOutcome,
  describe: (key: MessageKey, params?: MessageParams) => string,
): PartialData {
  return {
    succeeded: outcome.succeeded,
    failed: outcome.failed.map((entry) => ({ id: entry.id, msg: describe(entry.key, entry.params) })),
  };
}
