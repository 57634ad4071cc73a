import { type FakeSocial, startFakeSocial } from '../../../../e2e/fake-social/server.mjs';
import type { Config } from '../config';

export type { FakeSocial };

/** The fake WeChat + QQ provider on a free port, and the configuration that points the server at it. */
export async function fakeSocialProvider(): Promise<{ fake: FakeSocial; config: Partial<Config> }> {
  const fake = await startFakeSocial({ port: 0 });
  return {
    fake,
    config: {
      publicUrl: 'http://questline.test',
      wechat: {
        appId: 'wx-app',
        appSecret: 'wx-secret',
        authorizeUrl: `${fake.url}/connect/qrconnect`,
        apiBase: fake.url,
      },
      qq: { appId: 'qq-app', appSecret: 'qq-key', authorizeUrl: `${fake.url}/oauth2.0/authorize`, apiBase: fake.url },
    },
  };
}

/**
 * What a person does in the browser: open the provider's page, type who they are, press Authorize.
 * Answers the callback address the provider sends the browser to, with its code and state.
 */
export async function authorizeAs(authorizeUrl: string, identity: string): Promise<URL> {
  const page = await (await fetch(authorizeUrl)).text();
  if (!/<input name="identity"/.test(page) || !/<button[^>]*>Authorize<\/button>/.test(page)) {
    throw new Error(`not an authorisation page: ${page}`);
  }
  const action = /<form method="get" action="([^"]+)"/.exec(page)?.[1] ?? '';
  const form = new URLSearchParams();
  for (const match of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(
      match[1] ?? '',
      (match[2] ?? '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    );
  }
  form.set('identity', identity);
  const response = await fetch(`${new URL(action, authorizeUrl).toString()}?${form.toString()}`, {
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`no redirect: ${response.status}`);
  return new URL(location);
}
