import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSocial, authorizeAs } from './fakeSocial';
import { startFakeSocial } from '../../../../e2e/fake-social/server.mjs';

const serverFile = path.resolve(import.meta.dirname, '../../../../e2e/fake-social/server.mjs');

/** The fake provider itself (issue 3 "a local fake provider that speaks the documented protocol"). */
describe('fake WeChat + QQ provider', () => {
  let fake: FakeSocial;
  beforeAll(async () => {
    fake = await startFakeSocial({ port: 0 });
  });
  afterAll(() => fake.close());

  it('refuses an authorisation request missing its parameters', async () => {
    expect((await fetch(`${fake.url}/connect/qrconnect?appid=wx`)).status).toBe(400);
    expect((await fetch(`${fake.url}/oauth2.0/authorize?client_id=qq`)).status).toBe(400);
    expect((await fetch(`${fake.url}/nothing`)).status).toBe(404);
  });

  it('keeps the callback query, escapes what it echoes and defaults the identity to alice', async () => {
    const page = await (
      await fetch(`${fake.url}/oauth2.0/authorize?response_type=code&client_id=%22%3E&redirect_uri=http://x/cb&state=s`)
    ).text();
    expect(page).toContain('&#34;&#62;');
    expect(page).toContain('<input name="identity" value="alice">');
    const back = await authorizeAs(
      `${fake.url}/connect/qrconnect?appid=wx&redirect_uri=${encodeURIComponent('http://x/back/weichat?bind=1')}&response_type=code&scope=snsapi_login&state=st`,
      '',
    );
    expect(Object.fromEntries(back.searchParams)).toEqual({ bind: '1', code: expect.any(String), state: 'st' });
  });

  it('speaks QQ without fmt=json as the real one does: query string and JSONP', async () => {
    const redirect = 'http://x/back/qq';
    const back = await authorizeAs(
      `${fake.url}/oauth2.0/authorize?response_type=code&client_id=qq&redirect_uri=${encodeURIComponent(redirect)}&state=s`,
      'olga',
    );
    const token = await (
      await fetch(
        `${fake.url}/oauth2.0/token?grant_type=authorization_code&client_id=qq&client_secret=k&code=${back.searchParams.get('code') ?? ''}&redirect_uri=${encodeURIComponent(redirect)}`,
      )
    ).text();
    const accessToken = new URLSearchParams(token).get('access_token') ?? '';
    expect(accessToken).not.toBe('');
    const me = await (await fetch(`${fake.url}/oauth2.0/me?access_token=${accessToken}`)).text();
    expect(me).toBe('callback( {"client_id":"qq","openid":"qq_olga"} );');
  });

  it('starts itself on FAKE_SOCIAL_PORT when run directly', async () => {
    const child = spawn(process.execPath, [serverFile], { env: { ...process.env, FAKE_SOCIAL_PORT: '0' } });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
        child.once('error', reject);
      });
      const url = /listening on (\S+)/.exec(line)?.[1] ?? '';
      expect((await fetch(`${url}/connect/qrconnect`)).status).toBe(400);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
