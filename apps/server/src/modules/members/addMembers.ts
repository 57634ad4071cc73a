import { type MemberBatchData, type MessageKey, type MessageParams, type PhoneAddAnswer } from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, failure } from '../../http/errors';
import { phoneAdder } from '../memberInvitations/addByPhone';
import { projectTarget } from '../memberInvitations/targets';
import { addMemberRow } from './memberRow';

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

export interface AddOutcome {
  /** Localised by the route; `id` is the entry's index in the request. */
  failed: { id: number; key: MessageKey; params?: MessageParams }[];
  succeeded: number[];
  /** Entries whose number was sent an invitation (by phone only). */
  invited: number[];
}

/** Adds the addable entries one by one; each succeeds or fails on its own (DOMAIN.md batch rule). */
async function addEach(
  db: Kysely<Database>,
  options: { projectId: number; now: Date },
  candidates: Candidate[],
): Promise<AddOutcome> {
  const outcome: AddOutcome = { failed: [], succeeded: [], invited: [] };
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

/** One person by phone (ADR 0099): every refusal is the answer itself. */
export async function addMemberByPhone(
  deps: Pick<AppDeps, 'db' | 'store' | 'config'>,
  options: { projectId: number; callerId: number; phone: string; now: Date },
): Promise<PhoneAddAnswer> {
  const add = await phoneAdder(deps, { target: projectTarget(options.projectId), ...options });
  return add(options.phone);
}

/**
 * Several phones at once ("there is no person to add" when the list holds none): each is added or invited
 * as one would be, or refused on its own (DOMAIN.md batch rule); a number twice is refused the second time.
 */
export async function addMembersByPhones(
  deps: Pick<AppDeps, 'db' | 'store' | 'config'>,
  options: { projectId: number; callerId: number; phones: string[]; now: Date },
): Promise<AddOutcome> {
  const add = await phoneAdder(deps, { target: projectTarget(options.projectId), ...options });
  const phones = options.phones.map((phone) => phone.trim());
  if (phones.every((phone) => phone === '')) throw failure('noPersonToAdd');
  const outcome: AddOutcome = { failed: [], succeeded: [], invited: [] };
  const seen = new Set<string>();
  for (const [index, phone] of phones.entries()) {
    if (seen.has(phone)) {
      outcome.failed.push({ id: index, key: 'memberAlreadyInProject', params: { name: phone } });
      continue;
    }
    seen.add(phone);
    try {
      const answer = await add(phone);
      (answer.outcome === 'added' ? outcome.succeeded : outcome.invited).push(index);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome.failed.push({ id: index, key: error.key, params: error.params });
    }
  }
  return outcome;
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

export function toBatchData(
  outcome: AddOutcome,
  describe: (key: MessageKey, params?: MessageParams) => string,
): MemberBatchData {
  return {
    succeeded: outcome.succeeded,
    invited: outcome.invited,
    failed: outcome.failed.map((entry) => ({ id: entry.id, msg: describe(entry.key, entry.params) })),
  };
}
