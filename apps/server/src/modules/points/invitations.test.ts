import type { InvitationRow } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prodApi } from '../../test/api';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';
import { anonymousCode, freshPhone, recordingSms } from '../../test/sms';

/** Spec point 9, issue 30 (ADR 0111): registering through an invitation link earns the inviter points. */
describe('the invitation programme', () => {
  const sms = recordingSms();
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ sms: sms.provider });
  });
  afterAll(() => server.close());

  const call: ReturnType<typeof prodApi> = (...args) => prodApi(server)(...args);
  const register = async (phone: string, invitation: string, code?: string) =>
    (await call('POST', `/register/registerAdd?invitation=${invitation}`, {
      payload: {
        phonenumber: phone,
        code: code ?? (await anonymousCode(server, sms, phone, 'register')),
        password: 'secret-123',
        confirmPassword: 'secret-123',
        agreement: true,
      },
    })) as { code: number };
  const inviter = async () => {
    const { id } = await buildUser(server.database.db);
    return { id, token: await signIn(server.database.db, id) };
  };
  const ledger = (userId: number) =>
    server.database.db
      .selectFrom('points_ledger')
      .select('points')
      .where('user_id', '=', userId)
      .where('source', '=', 'invitation')
      .orderBy('id')
      .execute();

  it('earns 10 points an invitee and 30 for the tenth, listed newest first with masked phones', async () => {
    const host = await inviter();
    const phones: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      const phone = freshPhone();
      phones.push(phone);
      expect((await register(phone, String(host.id))).code).toBe(200);
    }
    expect((await ledger(host.id)).map((entry) => entry.points)).toEqual([10, 10, 10, 10, 10, 10, 10, 10, 10, 30, 10]);
    const count = (await call('GET', '/questline/invitation/register/invitationPeopleCount', {
      token: host.token,
    })) as {
      data: number;
    };
    expect(count.data).toBe(11);
    const first = (await call('GET', '/questline/invitation/register/invitationList', { token: host.token })) as {
      rows: InvitationRow[];
      total: number;
    };
    expect(first.total).toBe(11);
    expect(first.rows).toHaveLength(10);
    const newest = phones.at(-1) ?? '';
    expect(first.rows[0]).toMatchObject({ newUserPhone: `${newest.slice(0, 3)}****${newest.slice(7)}`, number: 10 });
    expect(first.rows[1]?.number).toBe(30);
    const second = (await call('GET', '/questline/invitation/register/invitationList?pageNum=2&pageSize=10', {
      token: host.token,
    })) as { rows: InvitationRow[] };
    expect(second.rows).toHaveLength(1);
  });

  it('pays nothing for an unknown inviter, a refused registration or another person’s list', async () => {
    const host = await inviter();
    const stranger = await inviter();
    expect((await register(freshPhone(), '999999')).code).toBe(200);
    expect((await register(freshPhone(), String(host.id), '000000')).code).toBe(500);
    const phone = freshPhone();
    expect((await register(phone, String(host.id))).code).toBe(200);
    // The same phone again is refused, and earns nothing a second time.
    expect((await register(phone, String(host.id), '123456')).code).toBe(500);
    expect((await ledger(host.id)).map((entry) => entry.points)).toEqual([10]);
    const theirs = (await call('GET', '/questline/invitation/register/invitationList', { token: stranger.token })) as {
      total: number;
    };
    expect(theirs.total).toBe(0);
    expect((await call('GET', '/questline/invitation/register/invitationPeopleCount')).code).toBe(401);
  });

  it('gives the ninth and the tenth invitee their own points when both register at once', async () => {
    const host = await inviter();
    await server.database.db.updateTable('users').set({ invitee_count: 8 }).where('id', '=', host.id).execute();
    const phones = [freshPhone(), freshPhone()];
    const codes = await Promise.all(phones.map((phone) => anonymousCode(server, sms, phone, 'register')));
    const answers = await Promise.all(phones.map((phone, index) => register(phone, String(host.id), codes[index])));
    expect(answers.map((answer) => answer.code)).toEqual([200, 200]);
    expect((await ledger(host.id)).map((entry) => entry.points).sort((a, b) => a - b)).toEqual([10, 30]);
  });
});
