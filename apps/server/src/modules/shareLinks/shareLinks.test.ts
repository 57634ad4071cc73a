import { ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { sqlEphemeralStore } from '../../store/sqlStore';
import { type TestDatabase, createTestDatabase } from '../../test/database';
import { buildProject, buildUser } from '../../test/factories';
import { insertQuestionRow } from '../../test/issueRows';
import {
  issueShareTicket,
  liveShare,
  newShareLink,
  newShareSecret,
  requireShareTicket,
  revokeShareLink,
  sharePath,
  unlockShare,
} from './shareLinks';

/** Issue 29: the one share mechanism of issue, knowledge-base and disk shares (ADR 0139). */
describe('share links', () => {
  let database: TestDatabase;
  let ownerId: number;
  let questionId: number;
  let entryId: number;
  const now = new Date('2026-05-04T08:00:00.000Z');
  const later = (days: number) => new Date(now.getTime() + days * 86_400_000);

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    ownerId = (await buildUser(db)).id;
    const projectId = await buildProject(db, { ownerId });
    questionId = await insertQuestionRow(db, { projectId, creatorId: ownerId });
    const time = now.toISOString();
    entryId = (
      await db
        .insertInto('disk_entries')
        .values({
          owner_id: ownerId,
          parent_id: null,
          kind: 'folder',
          name: 'Shared',
          storage_key: null,
          size: 0,
          mime_type: '',
          remove_time: null,
          create_time: time,
          update_time: time,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => database.dispose());

  const issueShare = async (expireDays: number | null) =>
    database.db
      .insertInto('question_shares')
      .values({
        question_id: questionId,
        ...newShareLink({ expireDays, now }),
        create_by: ownerId,
        revoke_time: null,
        create_time: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  const diskShare = async (password: string | null) =>
    database.db
      .insertInto('disk_shares')
      .values({
        owner_id: ownerId,
        entry_id: entryId,
        ...(await newShareSecret({ password, expireDays: null, now })),
        revoke_time: null,
        create_time: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();

  async function refusal(promise: Promise<unknown>): Promise<AppError> {
    const error = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
    return error;
  }

  it('makes 192-bit tokens that differ, and an expiry whole days from now or none', () => {
    const link = newShareLink({ expireDays: 7, now });
    expect(link.token).toMatch(/^[\w-]{32}$/);
    expect(newShareLink({ expireDays: 7, now }).token).not.toBe(link.token);
    expect(link.expire_time).toBe('2026-05-11T08:00:00.000Z');
    expect(newShareLink({ expireDays: null, now }).expire_time).toBeNull();
    expect(sharePath('question_shares', 'abc')).toBe('/shared/abc');
    expect(sharePath('knowledge_shares', 'abc')).toBe('/knowledgeShared/abc');
    expect(sharePath('disk_shares', 'abc')).toBe('/diskShared/abc');
  });

  it('keeps a password hashed and refuses one of the wrong length', async () => {
    const secret = await newShareSecret({ password: 'abcd', expireDays: null, now });
    expect(secret.password_hash).not.toBeNull();
    expect(secret.password_hash).not.toContain('abcd');
    expect((await newShareSecret({ password: '', expireDays: null, now })).password_hash).toBeNull();
    expect((await refusal(newShareSecret({ password: 'ab', expireDays: null, now }))).key).toBe('sharePasswordLength');
  });

  it('answers unknown, expired and revoked tokens with the same 404 in the words of the kind', async () => {
    const working = await issueShare(1);
    expect((await liveShare(database.db, 'question_shares', working.token, now)).id).toBe(working.id);
    const revoked = await issueShare(null);
    await revokeShareLink(database.db, 'question_shares', revoked, now);
    const gone = [
      refusal(liveShare(database.db, 'question_shares', 'unknown-token', now)),
      refusal(liveShare(database.db, 'question_shares', working.token, later(1))),
      refusal(liveShare(database.db, 'question_shares', revoked.token, now)),
    ];
    for (const error of await Promise.all(gone)) {
      expect([error.code, error.key]).toEqual([ResultCode.notFound, 'shareInvalid']);
    }
    const disk = await refusal(liveShare(database.db, 'disk_shares', working.token, now));
    expect([disk.code, disk.key]).toEqual([ResultCode.notFound, 'shareNotFound']);
  });

  it('keeps the first revocation time when a share is revoked twice', async () => {
    const share = await issueShare(null);
    await revokeShareLink(database.db, 'question_shares', share, now);
    const first = await database.db
      .selectFrom('question_shares')
      .selectAll()
      .where('id', '=', share.id)
      .executeTakeFirstOrThrow();
    await revokeShareLink(database.db, 'question_shares', first, later(2));
    const second = await database.db
      .selectFrom('question_shares')
      .select('revoke_time')
      .where('id', '=', share.id)
      .executeTakeFirstOrThrow();
    expect(second.revoke_time).toBe(now.toISOString());
  });

  it('opens with the right password and locks after ten wrong ones, even for the right one', async () => {
    const store = sqlEphemeralStore(database.db, () => now);
    const share = await diskShare('right-one');
    await unlockShare(store, 'disk_shares', share, 'right-one');
    for (let tries = 0; tries < 10; tries += 1) {
      expect((await refusal(unlockShare(store, 'disk_shares', share, 'wrong'))).key).toBe('sharePasswordWrong');
    }
    expect((await refusal(unlockShare(store, 'disk_shares', share, 'right-one'))).key).toBe(
      'sharePasswordTooManyTries',
    );
    await unlockShare(store, 'disk_shares', await diskShare(null), undefined);
  });

  it('lets a ticket stand for the opened password of its own share only', async () => {
    const store = sqlEphemeralStore(database.db, () => now);
    const locked = await diskShare('right-one');
    const other = await diskShare('right-one');
    const ticket = await issueShareTicket(store, 'disk_shares', locked.id);
    await requireShareTicket(store, 'disk_shares', locked, ticket);
    expect((await refusal(requireShareTicket(store, 'disk_shares', other, ticket))).key).toBe('shareNotFound');
    expect((await refusal(requireShareTicket(store, 'disk_shares', locked, undefined))).key).toBe('shareNotFound');
    await requireShareTicket(store, 'disk_shares', await diskShare(null), undefined);
  });
});
