import {
  SMS_DAILY_CAP_PER_ACCOUNT,
  SMS_DAILY_CAP_PER_IP,
  SMS_DAILY_CAP_PER_PHONE_SCENE,
  SMS_RESEND_SECONDS,
} from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../test/captcha';
import { movableClock } from '../../test/clock';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';
import { freshPhone, recordingSms } from '../../test/sms';
import { PHONE_CODE_MAX_ATTEMPTS } from './phoneCodes';

const DAILY_CAP_EN = { code: 500, msg: 'The daily limit of codes has been reached; try again tomorrow' };
const PASSWORD = 'bound-secret';

/**
 * Issue 28, point 12 (ADR 0099): a stranger could spend a phone's ten daily codes in every scene at once and
 * lock its owner out of password reset and code sign-in. Visitors are capped per phone and scene and per
 * address; a signed-in account is capped on its own, so the owner can always ask for a code for their phone.
 */
describe('daily caps on phone codes', () => {
  const clock = movableClock();
  const sms = recordingSms();
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ now: clock.now, sms: sms.provider });
  });
  afterAll(() => server.close());

  let addressSerial = 0;
  /** A visitor's request from an address of its own unless one is named, so only the phone's cap counts. */
  async function visitorAsks(
    phone: string,
    scene: string,
    ip = `10.28.${String(++addressSerial >> 8)}.${String(addressSerial & 255)}`,
  ) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/prod-api/register/anonymousSendPhoneCode',
      remoteAddress: ip,
      headers: { language: 'en-US' },
      payload: { phonenumber: phone, scene, ...(await solveCaptcha(server)) },
    });
    return response.json();
  }

  async function account(phone: string | null, userName?: string) {
    const user = await buildUser(server.database.db, { phone, ...(userName ? { user_name: userName } : {}) });
    const token = await signIn(server.database.db, user.id, { now: clock.now(), ttlMs: 30 * 86_400_000 });
    return { id: user.id, token };
  }

  async function userInfo(path: string, token: string, payload: object, ip = '10.28.200.1') {
    const response = await server.app.inject({
      method: 'POST',
      url: `/prod-api/questline/userInfo/${path}`,
      remoteAddress: ip,
      headers: { ...bearer(token), language: 'en-US' },
      payload,
    });
    return response.json();
  }
  const asksToBind = (token: string, phone: string, ip?: string) =>
    userInfo('sendBindPhoneCode', token, { phonenumber: phone, scene: 'bindPhone' }, ip);
  const binds = (token: string, phone: string, code: string) =>
    userInfo('change', token, { phonenumber: phone, code, password: PASSWORD, confirmPassword: PASSWORD });

  /** Asks `times` times, a resend wait apart, expecting each to be texted. */
  async function spend(times: number, ask: () => Promise<{ code: number }>) {
    for (let i = 0; i < times; i++) {
      expect((await ask()).code).toBe(200);
      clock.advance(SMS_RESEND_SECONDS * 1000);
    }
  }

  it(`caps a phone at ${SMS_DAILY_CAP_PER_PHONE_SCENE} codes a day in each scene, leaving its other scenes alone`, async () => {
    const phone = freshPhone();
    await buildUser(server.database.db, { phone });
    await spend(SMS_DAILY_CAP_PER_PHONE_SCENE, () => visitorAsks(phone, 'login'));
    expect(await visitorAsks(phone, 'login')).toEqual(DAILY_CAP_EN);
    expect((await visitorAsks(phone, 'resetPwd')).code).toBe(200);
    clock.advance(24 * 3_600_000);
    expect((await visitorAsks(phone, 'login')).code).toBe(200);
  });

  it(`caps an address at ${SMS_DAILY_CAP_PER_IP} visitor codes a day, not counting a signed-in account's`, async () => {
    const ip = '10.28.250.1';
    for (let i = 0; i < SMS_DAILY_CAP_PER_IP; i++)
      expect((await visitorAsks(freshPhone(), 'login', ip)).code).toBe(200);
    expect(await visitorAsks(freshPhone(), 'login', ip)).toEqual(DAILY_CAP_EN);
    const colleague = await account(null);
    expect((await asksToBind(colleague.token, freshPhone(), ip)).code).toBe(200);
  });

  it(`caps an account at ${SMS_DAILY_CAP_PER_ACCOUNT} bindPhone codes a day whatever the phone`, async () => {
    const busy = await account(null);
    for (let i = 0; i < SMS_DAILY_CAP_PER_ACCOUNT; i++) {
      expect((await asksToBind(busy.token, freshPhone())).code).toBe(200);
    }
    expect(await asksToBind(busy.token, freshPhone())).toEqual(DAILY_CAP_EN);
    const other = await account(null);
    expect((await asksToBind(other.token, freshPhone())).code).toBe(200);
    clock.advance(24 * 3_600_000);
    expect((await asksToBind(busy.token, freshPhone())).code).toBe(200);
  });

  it('a visitor who spends every scene of a phone leaves its owner, signed in, able to get a code and bind it', async () => {
    const phone = freshPhone();
    // Registered with the phone, then unbound: the phone is still the owner's user name.
    const owner = await account(null, phone);
    for (const scene of ['login', 'resetPwd', 'register']) {
      // Reset and registration refuse this phone, after counting the request as every probe is counted.
      for (let i = 0; i < SMS_DAILY_CAP_PER_PHONE_SCENE; i++) {
        expect((await visitorAsks(phone, scene)).msg).not.toBe(DAILY_CAP_EN.msg);
        clock.advance(SMS_RESEND_SECONDS * 1000);
      }
      expect(await visitorAsks(phone, scene)).toEqual(DAILY_CAP_EN);
    }
    expect((await asksToBind(owner.token, phone)).code).toBe(200);
    expect(await binds(owner.token, phone, sms.lastCode(phone))).toMatchObject({ code: 200 });
  });

  it("another account's requests for the same phone neither replace, block nor kill the owner's code", async () => {
    const phone = freshPhone();
    const owner = await account(null);
    const stranger = await account(null);
    expect((await asksToBind(owner.token, phone)).code).toBe(200);
    const ownersCode = sms.lastCode(phone);
    expect((await asksToBind(stranger.token, phone)).code).toBe(200);
    const wrong = ownersCode === '000000' ? '000001' : '000000';
    for (let i = 0; i < PHONE_CODE_MAX_ATTEMPTS; i++)
      expect((await binds(stranger.token, phone, wrong)).code).toBe(500);
    expect((await binds(stranger.token, phone, ownersCode)).code).toBe(500);
    expect(await binds(owner.token, phone, ownersCode)).toMatchObject({ code: 200 });
  });

  it("checks only visitor codes on the public call: a bindPhone code is its account's alone", async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/prod-api/register/checkPhoneCode',
      payload: { phonenumber: freshPhone(), code: '123456', scene: 'bindPhone' },
    });
    expect(response.json().msg).toContain('scene');
  });
});
