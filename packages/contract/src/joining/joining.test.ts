import { describe, expect, it } from 'vitest';
import {
  accountNameKind,
  adminCreateJoinLinkBody,
  createJoinLinkBody,
  joinLinkRegisterBody,
  joinLinkState,
  joinLinkUrl,
} from './index';

/** Issue 38 point 2 (ADR 0108): the rules of invitation links and of the names people register with. */
describe('joinLinkState', () => {
  const now = new Date('2026-05-01T10:00:00.000Z');
  const live = { expireTime: '2026-05-02T10:00:00.000Z', maxUses: 3, useCount: 2, revokeTime: null };

  it('is live before its expiry while uses remain', () => {
    expect(joinLinkState(live, now)).toBe('live');
  });
  it('expires at its expiry instant', () => {
    expect(joinLinkState({ ...live, expireTime: now.toISOString() }, now)).toBe('expired');
  });
  it('is used up once the uses reach the maximum; a single-use link after its one use', () => {
    expect(joinLinkState({ ...live, useCount: 3 }, now)).toBe('usedUp');
    expect(joinLinkState({ ...live, maxUses: 1, useCount: 1 }, now)).toBe('usedUp');
  });
  it('tells the most deliberate reason: revoked, then used up, then expired', () => {
    const past = '2026-04-01T00:00:00.000Z';
    expect(joinLinkState({ ...live, expireTime: past, useCount: 3, revokeTime: past }, now)).toBe('revoked');
    expect(joinLinkState({ ...live, expireTime: past, useCount: 3 }, now)).toBe('usedUp');
  });
});

describe('accountNameKind', () => {
  it('takes an e-mail address or a user name that starts with a letter', () => {
    expect(accountNameKind(' ann@example.com ')).toBe('email');
    expect(accountNameKind('ann.lee_2')).toBe('userName');
  });
  it('refuses a phone-like name, a short or long one, odd characters and a broken address', () => {
    for (const value of ['13800000000', '1ann', 'an', `a${'b'.repeat(30)}`, 'ann lee', 'ann@', 'a@b', '张三']) {
      expect(accountNameKind(value), value).toBeNull();
    }
  });
});

describe('joining schemas', () => {
  it('takes a single-use or multi-use link with one of the offered expiries', () => {
    expect(createJoinLinkBody.parse({ projectId: 4, maxUses: 1, expiresInDays: 7 })).toEqual({
      projectId: 4,
      maxUses: 1,
      expiresInDays: 7,
      email: '',
    });
    expect(createJoinLinkBody.safeParse({ projectId: 4, maxUses: 0, expiresInDays: 7 }).success).toBe(false);
    expect(createJoinLinkBody.safeParse({ projectId: 4, maxUses: 501, expiresInDays: 7 }).success).toBe(false);
    expect(createJoinLinkBody.safeParse({ projectId: 4, maxUses: 2, expiresInDays: 3 }).success).toBe(false);
  });
  it("lets the platform administrator's link name no project", () => {
    expect(adminCreateJoinLinkBody.parse({ maxUses: 5, expiresInDays: 30 }).projectId).toBeNull();
  });
  it('holds a new password to the one password rule (6-20)', () => {
    const body = { token: 't', nickName: 'Ann', account: 'ann', confirmPassword: 'x', agreement: true };
    expect(joinLinkRegisterBody.safeParse({ ...body, password: '12345' }).success).toBe(false);
    expect(joinLinkRegisterBody.safeParse({ ...body, password: '123456' }).success).toBe(true);
    expect(joinLinkRegisterBody.safeParse({ ...body, password: 'x'.repeat(21) }).success).toBe(false);
  });
  it('puts the token in the /join page address', () => {
    expect(joinLinkUrl('https://q.example', 'abc')).toBe('https://q.example/join/abc');
  });
});
