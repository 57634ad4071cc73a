import type { PointsEntryRow } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prodApi } from '../../test/api';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';

const DAY = 86_400_000;

interface Answer<T> {
  code: number;
  msg: string;
  data: T;
  rows: T[];
  total: number;
}

/** Spec point 7 "Points and trial", issue 30 (ADR 0111): reading the ledger and the administrator's corrections. */
describe('points entries', () => {
  let server: TestServer;
  const clock = new Date('2026-06-01T02:00:00.000Z');
  let root: { id: number; token: string };
  beforeAll(async () => {
    server = await getTestServer({ now: () => clock });
    root = await person({ is_platform_admin: 1 });
  });
  afterAll(() => server.close());

  const call: ReturnType<typeof prodApi> = (...args) => prodApi(server)(...args);
  async function person(overrides: Parameters<typeof buildUser>[1] = {}) {
    const { id } = await buildUser(server.database.db, overrides);
    return { id, token: await signIn(server.database.db, id, { ttlMs: 365 * DAY, now: clock }) };
  }
  const adjust = (userId: number, points: number, token = root.token) =>
    call('POST', '/questline/integral', { token, payload: { userId, points, reason: 'Bug bounty' } }) as Promise<
      Answer<PointsEntryRow>
    >;
  const list = (token: string, query = '') =>
    call('GET', `/questline/integral/list?pageNum=1&pageSize=10${query}`, { token }) as Promise<Answer<PointsEntryRow>>;
  const balanceMatchesLedger = async (userId: number) => {
    const user = await server.database.db
      .selectFrom('users')
      .select('points')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const entries = await server.database.db
      .selectFrom('points_ledger')
      .select('points')
      .where('user_id', '=', userId)
      .execute();
    expect(user.points).toBe(entries.reduce((sum, entry) => sum + entry.points, 0));
    return user.points;
  };

  it('lets a person read only their own ledger, filtered by source, and the administrator anyone’s', async () => {
    const ann = await person();
    const bob = await person();
    expect((await call('GET', '/questline/integral/addSignIn/1', { token: ann.token })).code).toBe(200);
    expect((await adjust(ann.id, 40)).data).toMatchObject({ points: 40, source: 'adjustment', balanceAfter: 41 });
    const own = await list(ann.token);
    expect(own.total).toBe(2);
    expect(own.rows.map((row) => [row.source, row.points, row.balanceAfter])).toEqual([
      ['adjustment', 40, 41],
      ['signIn', 1, 1],
    ]);
    expect((await list(ann.token, '&source=signIn')).rows.map((row) => row.points)).toEqual([1]);
    expect((await list(ann.token, '&endDate=2026-05-31')).total).toBe(0);
    expect((await list(ann.token, '&beginDate=2026-06-01&endDate=2026-06-01')).total).toBe(2);
    expect((await list(bob.token, `&userId=${String(ann.id)}`)).code).toBe(404);
    expect((await list(root.token, `&userId=${String(ann.id)}`)).total).toBe(2);
    const entryId = own.rows[0]?.id ?? 0;
    expect((await call('GET', `/questline/integral/${String(entryId)}`, { token: ann.token })).code).toBe(200);
    expect((await call('GET', `/questline/integral/${String(entryId)}`, { token: bob.token })).code).toBe(404);
    expect((await call('GET', `/questline/integral/${String(entryId)}`, { token: root.token })).code).toBe(200);
  });

  it('keeps corrections to the administrator, refuses zero and overdrafts, and says why in the caller’s language', async () => {
    const cai = await person();
    expect((await adjust(cai.id, 5, cai.token)).code).toBe(403);
    expect((await adjust(cai.id, 0)).msg).toBe('Invalid input: An adjustment cannot be 0 points');
    expect((await adjust(999_999, 5)).code).toBe(404);
    await adjust(cai.id, 5);
    expect((await adjust(cai.id, -6)).msg).toBe('Not enough points for the redemption');
    expect(await balanceMatchesLedger(cai.id)).toBe(5);
  });

  it('reverses an entry instead of erasing it, once, and never a reversal or points already spent', async () => {
    const dan = await person();
    const credit = (await adjust(dan.id, 30)).data;
    const removed = (await call('DELETE', `/questline/integral/${String(credit.id)}`, {
      token: root.token,
    })) as Answer<PointsEntryRow>;
    expect(removed.data).toMatchObject({ points: -30, source: 'reversal', refId: credit.id, balanceAfter: 0 });
    const again = (await call('DELETE', `/questline/integral/${String(credit.id)}`, {
      token: root.token,
      language: 'zh-CN',
    })) as Answer<null>;
    expect(again.msg).toBe('该积分记录已被冲正，不能再次修改或删除');
    expect((await call('DELETE', `/questline/integral/${String(removed.data.id)}`, { token: root.token })).msg).toBe(
      'A reversing entry cannot itself be changed or deleted',
    );
    const spent = (await adjust(dan.id, 10)).data;
    await adjust(dan.id, -8);
    expect((await call('DELETE', `/questline/integral/${String(spent.id)}`, { token: root.token })).msg).toBe(
      'Reversing this entry would take the balance below 0: the person has spent these points',
    );
    expect((await call('DELETE', `/questline/integral/${String(spent.id)}`, { token: dan.token })).code).toBe(403);
    expect(await balanceMatchesLedger(dan.id)).toBe(2);
  });

  it('amends an entry as its reversal and a replacement, even when part of it was spent', async () => {
    const eve = await person();
    const credit = (await adjust(eve.id, 10)).data;
    await adjust(eve.id, -5);
    const amended = (await call('PUT', '/questline/integral', {
      token: root.token,
      payload: { id: credit.id, points: 8, reason: 'Counted twice' },
    })) as Answer<PointsEntryRow>;
    expect(amended.data).toMatchObject({ points: 8, source: 'adjustment', reason: 'Counted twice' });
    expect((await list(eve.token)).rows.map((row) => [row.source, row.points])).toEqual([
      ['reversal', -10],
      ['adjustment', 8],
      ['adjustment', -5],
      ['adjustment', 10],
    ]);
    expect(await balanceMatchesLedger(eve.id)).toBe(3);
  });

  it('reverses an entry once when two administrators delete it at the same time', async () => {
    const fay = await person();
    const credit = (await adjust(fay.id, 12)).data;
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('DELETE', `/questline/integral/${String(credit.id)}`, { token: root.token })),
    );
    expect(answers.filter((answer) => (answer as Answer<unknown>).code === 200)).toHaveLength(1);
    expect(await balanceMatchesLedger(fay.id)).toBe(0);
  });
});
