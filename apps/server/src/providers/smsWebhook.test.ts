import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../test/factories';
import {
  type FakeSms,
  WEBHOOK_TEST_SECRET,
  capturingLog,
  providerFromEnvironment,
  startFakeSms,
  vendorEnvironment,
} from '../test/fakeSms';
import { bearer, getTestServer } from '../test/server';
import { freshPhone } from '../test/sms';
import { WEBHOOK_SIGNATURE_HEADER, webhookSignature } from './smsWebhook';

/** Issue 18: any other gateway gets a signed JSON POST (SMS_PROVIDER=webhook). */
describe('webhook SMS gateway (SMS_PROVIDER=webhook)', () => {
  let fake: FakeSms;
  beforeAll(async () => {
    fake = await startFakeSms({ webhookSecret: WEBHOOK_TEST_SECRET });
  });
  afterAll(() => fake.close());

  it('signs the body with HMAC-SHA256 of the secret, as documented', () => {
    // echo -n '{"a":1}' | openssl dgst -sha256 -hmac 'test-webhook-secret-0123456789'
    expect(webhookSignature('{"a":1}', WEBHOOK_TEST_SECRET)).toBe(
      'sha256=2564d9f54fd6df21328c275697d0767eb0af22fa5c62c3d3cab4ff2f6167f5e6',
    );
    expect(WEBHOOK_SIGNATURE_HEADER).toBe('x-questline-signature');
  });

  it('posts {phone, code, scene, locale} with a signature the gateway verifies', async () => {
    const captured = capturingLog();
    const provider = providerFromEnvironment(vendorEnvironment(fake, 'webhook'), captured.log);
    await provider.sendCode({ phone: '13800138000', code: '246810', scene: 'resetPwd', locale: 'en' });
    expect(fake.received.at(-1)).toEqual({
      vendor: 'webhook',
      phone: '13800138000',
      code: '246810',
      scene: 'resetPwd',
      locale: 'en',
      signatureValid: true,
      accepted: true,
    });
    expect(captured.lines).toMatchObject([
      {
        level: 'info',
        msg: 'sms sent',
        fields: { smsProvider: 'webhook', messageId: expect.stringMatching(/^hook-/) },
      },
    ]);
    expect(captured.text()).not.toContain('246810');
  });

  it('fails when the gateway refuses, with its code, or the HTTP status when it gives none', async () => {
    const captured = capturingLog();
    const provider = providerFromEnvironment(vendorEnvironment(fake, 'webhook'), captured.log);
    fake.refuseNext({ code: 'QUOTA_EXCEEDED', message: 'no quota for 975310', httpStatus: 429 });
    await expect(
      provider.sendCode({ phone: '13800138001', code: '975310', scene: 'register', locale: 'zh' }),
    ).rejects.toMatchObject({ vendorCode: 'QUOTA_EXCEEDED' });
    expect(captured.lines).toMatchObject([{ level: 'error', fields: { vendorCode: 'QUOTA_EXCEEDED' } }]);
    expect(captured.text()).not.toContain('975310');

    const wrongSecret = { ...vendorEnvironment(fake, 'webhook'), SMS_WEBHOOK_SECRET: 'another-secret-of-16+' };
    await expect(
      providerFromEnvironment(wrongSecret, captured.log).sendCode({
        phone: '13800138001',
        code: '975311',
        scene: 'register',
        locale: 'zh',
      }),
    ).rejects.toMatchObject({ vendorCode: 'bad_signature' });
    expect(fake.received.at(-1)).toMatchObject({ signatureValid: false, accepted: false });
  });

  it('gives up after SMS_TIMEOUT_MS without a second attempt', async () => {
    const captured = capturingLog();
    const env = { ...vendorEnvironment(fake, 'webhook'), SMS_TIMEOUT_MS: '300' };
    const before = fake.received.length;
    fake.hangNext();
    await expect(
      providerFromEnvironment(env, captured.log).sendCode({
        phone: '13800138002',
        code: '112358',
        scene: 'login',
        locale: 'zh',
      }),
    ).rejects.toMatchObject({ vendorCode: 'timeout' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.received.length).toBe(before);
    expect(captured.text()).not.toContain('112358');
  });

  it('does not follow a redirect, which would post the code somewhere nobody configured', async () => {
    const redirect = http.createServer((_request, response) => {
      response.writeHead(307, { location: fake.webhookUrl });
      response.end();
    });
    await new Promise<void>((resolve) => redirect.listen(0, '127.0.0.1', resolve));
    try {
      const env = {
        ...vendorEnvironment(fake, 'webhook'),
        SMS_WEBHOOK_URL: `http://127.0.0.1:${(redirect.address() as AddressInfo).port}/hook`,
      };
      const before = fake.received.length;
      await expect(
        providerFromEnvironment(env, capturingLog().log).sendCode({
          phone: '13800138003',
          code: '424242',
          scene: 'register',
          locale: 'zh',
        }),
      ).rejects.toMatchObject({ vendorCode: 'HTTP 307' });
      expect(fake.received.length).toBe(before);
    } finally {
      redirect.closeAllConnections();
      await new Promise((resolve) => redirect.close(resolve));
    }
  });

  it("passes the caller's language: a bind-phone code asked for in English reaches the gateway as en", async () => {
    const provider = providerFromEnvironment(vendorEnvironment(fake, 'webhook'), capturingLog().log);
    const server = await getTestServer({ sms: provider });
    try {
      const user = await buildUser(server.database.db, { phone: null });
      const token = await signIn(server.database.db, user.id);
      const phone = freshPhone();
      const response = await server.app.inject({
        method: 'POST',
        url: '/prod-api/questline/userInfo/sendBindPhoneCode',
        headers: { ...bearer(token), language: 'en-US' },
        payload: { phonenumber: phone, scene: 'bindPhone' },
      });
      expect(response.json()).toMatchObject({ code: 200 });
      expect(fake.received.at(-1)).toMatchObject({ phone, scene: 'bindPhone', locale: 'en', accepted: true });
    } finally {
      await server.close();
    }
  });
});
