import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../test/database';
import { ensurePlatformAdmin } from './platformAdmin';
import { verifyPassword } from './passwords';

/** Issue 3 "Platform administrator": created once, never with a fixed default password. */
describe('platform administrator bootstrap', () => {
  let database: TestDatabase;
  const now = new Date('2026-11-23T08:00:00.000Z');
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.dispose());

  const adminRow = () =>
    database.db
      .selectFrom('users')
      .select(['user_name', 'password_hash', 'is_platform_admin', 'phone', 'joined_by'])
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();

  it('uses ADMIN_PASSWORD when it is set', async () => {
    expect(await ensurePlatformAdmin(database.db, { password: 'configured-secret', now })).toEqual({
      created: true,
      generatedPassword: undefined,
    });
    const row = await adminRow();
    expect(row.is_platform_admin).toBe(1);
    // Made at the first start, not registered by phone: never sent to bind one (ADR 0108).
    expect(row.joined_by).toBe('admin');
    expect(await verifyPassword(row.password_hash, 'configured-secret')).toBe(true);
  });

  it('otherwise generates a random password and answers it once', async () => {
    const first = await ensurePlatformAdmin(database.db, { password: undefined, now });
    if (!first.created || !first.generatedPassword) throw new Error('expected a generated password');
    expect(first.generatedPassword.length).toBeGreaterThanOrEqual(16);
    expect(await verifyPassword((await adminRow()).password_hash, first.generatedPassword)).toBe(true);

    expect(await ensurePlatformAdmin(database.db, { password: undefined, now })).toEqual({ created: false });
    expect(await verifyPassword((await adminRow()).password_hash, first.generatedPassword)).toBe(true);
  });

  it('two instances starting together create one administrator', async () => {
    const outcomes = await Promise.all([
      ensurePlatformAdmin(database.db, { password: 'a-secret-1', now }),
      ensurePlatformAdmin(database.db, { password: 'a-secret-1', now }),
    ]);
    expect(outcomes.filter((outcome) => outcome.created).length).toBeGreaterThanOrEqual(1);
    const admins = await database.db.selectFrom('users').select('id').where('is_platform_admin', '=', 1).execute();
    expect(admins).toHaveLength(1);
  });
});
