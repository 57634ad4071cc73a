import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, getTestServer } from '../test/server';

/** What apps/web/build/prerender.ts writes for a portal page: the client build's index.html around its markup. */
const page = (markup: string) => `<!doctype html><html lang="zh-CN"><div id="root">${markup}</div></html>`;
const STAMP = 'data-edition="self-hosted"';

/**
 * ADR 0103: a self-hosted installation answers `/` with the short product page prerendered at /welcome, and names
 * its edition on every page it serves. Its own file: one test file holds apps of one edition only (ADR 0103).
 * The hosted service's `/` (the sales home, unstamped) is in webApp.test.ts.
 */
describe('web app serving, self-hosted', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), page(''));
    for (const locale of ['zh', 'en']) {
      fs.mkdirSync(path.join(dist, 'prerender', locale), { recursive: true });
      fs.writeFileSync(path.join(dist, 'prerender', locale, 'index.html'), page(`sales home ${locale}`));
      fs.writeFileSync(path.join(dist, 'prerender', locale, 'welcome.html'), page(`welcome ${locale}`));
      fs.writeFileSync(path.join(dist, 'prerender', locale, 'price.html'), page(`prices ${locale}`));
    }
    fs.writeFileSync(
      path.join(dist, 'prerender', 'pages.json'),
      JSON.stringify({ '/': 'index.html', '/home': 'index.html', '/welcome': 'welcome.html', '/price': 'price.html' }),
    );
    server = await getTestServer({ config: { webDist: dist, edition: 'self-hosted' } });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, cookie = '') => server.app.inject({ method: 'GET', url, headers: { cookie } });

  it('answers / with the short product page in the visitor language, stamped with the edition', async () => {
    const zh = await get('/');
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(zh.headers['cache-control']).toBe('no-cache');
    expect(zh.body).toBe(`<!doctype html><html ${STAMP} lang="zh-CN"><div id="root">welcome zh</div></html>`);
    expect((await get('/', 'language=en')).body).toContain('welcome en');
  });

  it('keeps the portal pages reachable, and stamps them and index.html too', async () => {
    const home = await get('/home', 'language=en');
    expect(home.body).toContain('sales home en');
    expect(home.body).toContain(STAMP);
    const workspace = await get('/index', 'questline=abc.def');
    expect(workspace.body).toBe(`<!doctype html><html ${STAMP} lang="zh-CN"><div id="root"></div></html>`);
  });

  it('answers a page that sells the hosted service with the app, which says it is not offered here', async () => {
    for (const url of ['/price', '/price/', '/price?plan=2']) {
      const answer = await get(url, 'language=en');
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(`<!doctype html><html ${STAMP} lang="zh-CN"><div id="root"></div></html>`);
    }
  });
});
