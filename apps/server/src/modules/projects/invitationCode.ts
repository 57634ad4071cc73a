import { randomInt } from 'node:crypto';
import {
  ADD_CODE_LENGTH,
  ADD_CODE_TTL_HOURS,
  type AddCodeData,
  type JoinProjectBody,
  VERIFY_CODE_LENGTH,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import { addMemberRow } from '../members/memberRow';
import { projectAccess } from './policy';

/** No 0/O, 1/I/L: people read these codes aloud and type them. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const JOIN_ATTEMPTS = 10;
const JOIN_WINDOW_MS = 15 * 60_000;

function randomCode(): string {
  return Array.from({ length: ADD_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

function randomVerifyCode(): string {
  return String(randomInt(0, 10 ** VERIFY_CODE_LENGTH)).padStart(VERIFY_CODE_LENGTH, '0');
}

function toData(project: { add_code: string | null; verify_code: string | null; add_code_end_time: string | null }) {
  const data: AddCodeData = {
    addCode: project.add_code,
    verifyCode: project.verify_code,
    endTime: project.add_code_end_time,
  };
  return data;
}

/** The project's invitation code as it stands (possibly expired, possibly never made). Admins only. */
export async function getAddCode(db: Kysely<Database>, options: { projectId: number; userId: number }) {
  const { project } = await projectAccess(db, { ...options, atLeast: 'admin' });
  return toData(project);
}

/**
 * A new invitation code and verification code, valid ADD_CODE_TTL_HOURS (spec points 5, 9); the old pair
 * stops working at once. Codes are unique among projects (the column is), so a collision draws again.
 */
export async function generateAddCode(
  db: Kysely<Database>,
  options: { projectId: number; userId: number; now: Date },
): Promise<AddCodeData> {
  await projectAccess(db, { ...options, atLeast: 'admin' });
  const endTime = new Date(options.now.getTime() + ADD_CODE_TTL_HOURS * 3_600_000).toISOString();
  for (let attempt = 0; ; attempt += 1) {
    const values = { add_code: randomCode(), verify_code: randomVerifyCode(), add_code_end_time: endTime };
    const taken = await db
      .selectFrom('projects')
      .select('id')
      .where('add_code', '=', values.add_code)
      .executeTakeFirst();
    if (taken && attempt < 5) continue;
    await db.updateTable('projects').set(values).where('id', '=', options.projectId).execute();
    return toData(values);
  }
}

/**
 * Joins the project whose live code and verification code these are. Attempts are counted per user so
 * that the 4-digit verification code cannot be walked; wrong, expired and unknown codes answer alike.
 */
export async function joinProjectByCode(
  deps: Pick<AppDeps, 'db' | 'store'>,
  options: JoinProjectBody & { userId: number; now: Date },
): Promise<number> {
  const attemptsKey = `project:join:${String(options.userId)}`;
  const attempts = await deps.store.increment(attemptsKey, JOIN_WINDOW_MS);
  if (attempts > JOIN_ATTEMPTS) {
    const remaining = (await deps.store.remainingMs(attemptsKey)) ?? JOIN_WINDOW_MS;
    throw failure('addCodeTooManyAttempts', { minutes: Math.max(1, Math.ceil(remaining / 60_000)) });
  }
  const project = await deps.db
    .selectFrom('projects')
    .select(['id', 'verify_code', 'add_code_end_time'])
    .where('add_code', '=', options.addCode)
    .where('delete_time', 'is', null)
    .executeTakeFirst();
  const live =
    project?.verify_code === options.verifyCode &&
    project.add_code_end_time !== null &&
    Date.parse(project.add_code_end_time) > options.now.getTime();
  if (!project || !live) throw failure('addCodeInvalid');
  const member = await deps.db
    .selectFrom('project_users')
    .select('id')
    .where('project_id', '=', project.id)
    .where('user_id', '=', options.userId)
    .executeTakeFirst();
  if (member) throw failure('alreadyMember');
  await deps.db
    .transaction()
    .execute((trx) => addMemberRow(trx, { projectId: project.id, userId: options.userId, now: options.now }));
  await deps.store.delete(attemptsKey);
  return project.id;
}
