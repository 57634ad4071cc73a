import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, getTestServer } from '../test/server';

/** Issue 2 point 8: the server serves the built web app in history mode. */
const bigScript = `export const words = ${JSON.stringify('questline '.repeat(400))};`;
/** What apps/web/build/prerender.ts writes for /price (ADR 0050), long enough to be compressed. */
const pricePage = (heading: string) =>
  `<!doctype html><div id="root"><h1 data-testid="page-title">${heading}</h1>${'<p>plan</p>'.repeat(200)}</div>`;
const ZH_PRICE = pricePage('选择适合团队的方案');
const EN_PRICE = pricePage('Pick the plan that fits your team');
/** The portal home, which the build writes as index.html: the name of / , not of the workspace's /index. */
const homePage = (heading: string) => `<!doctype html><div id="root"><h1>${heading}</h1></div>`;

describe('web app serving', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Questline"}');
    // What apps/web/build/precompress.ts writes beside each large text asset.
    fs.writeFileSync(path.join(dist, 'assets', 'page-9f8e.js'), bigScript);
    fs.writeFileSync(path.join(dist, 'assets', 'page-9f8e.js.br'), brotliCompressSync(bigScript));
    fs.writeFileSync(path.join(dist, 'assets', 'page-9f8e.js.gz'), gzipSync(bigScript));
    for (const [locale, page] of [
      ['zh', ZH_PRICE],
      ['en', EN_PRICE],
    ] as const) {
      const file = path.join(dist, 'prerender', locale, 'price.html');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, page);
      fs.writeFileSync(`${file}.br`, brotliCompressSync(page));
      fs.writeFileSync(`${file}.gz`, gzipSync(page));
      fs.writeFileSync(path.join(dist, 'prerender', locale, 'index.html'), homePage(`home ${locale}`));
      fs.writeFileSync(path.join(dist, 'prerender', locale, 'welcome.html'), homePage(`welcome ${locale}`));
    }
    // What apps/web/build/prerender.ts writes: which route each prerendered file draws (issue 28, point 8).
    fs.writeFileSync(
      path.join(dist, 'prerender', 'pages.json'),
      JSON.stringify({ '/': 'index.html', '/price': 'price.html', '/welcome': 'welcome.html' }),
    );
    // What apps/web/build/prerender.ts writes: the routes that need a session (ADR 0090).
    fs.writeFileSync(
      path.join(dist, 'prerender', 'signed-in-paths.json'),
      JSON.stringify(['/problem', '/user/message']),
    );
    server = await getTestServer({
      config: { webDist: dist },
      // A public route with a large JSON answer, standing in for a page of issues.
      prepare: (app) =>
        app.get('/prod-api/openapi-probe', { config: { access: 'public' } }, async () => ({
          code: 200,
          data: Array.from({ length: 200 }, (_, index) => ({ id: index, title: `issue ${index}` })),
        })),
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('answers client routes with index.html, never cached', async () => {
    for (const url of ['/', '/home', '/user/Personal', '/shared/abc123', '/knowledgeShared/x?y=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers /price with the page prerendered in zh, or in en when the language cookie says so (ADR 0050)', async () => {
    const zh = await get('/price');
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toMatch(/text\/html/);
    expect(zh.headers['cache-control']).toBe('no-cache');
    expect(zh.headers['vary']).toMatch(/cookie/i);
    expect(zh.body).toContain('<h1 data-testid="page-title">选择适合团队的方案</h1>');

    const en = await get('/price', { cookie: 'theme=dark; language=en' });
    expect(en.body).toContain('<h1 data-testid="page-title">Pick the plan that fits your team</h1>');
    const unknown = await get('/price', { cookie: 'language=fr' });
    expect(unknown.body).toBe(ZH_PRICE);

    const compressed = await get('/price', { cookie: 'language=en', 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(EN_PRICE);
  });

  it('sends an anonymous visit to a route that needs a session to /login, with the wanted page (ADR 0090)', async () => {
    for (const [url, wanted] of [
      ['/problem', '/problem'],
      ['/problem?pageSize=all&view=1', '/problem?pageSize=all&view=1'],
      ['/PROBLEM/', '/PROBLEM/'],
      ['/user/message', '/user/message'],
    ] as const) {
      const response = await get(url, { cookie: 'language=en' });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe(`/login?redirect=${encodeURIComponent(wanted)}`);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const emptyToken = await get('/problem', { cookie: 'questline=; language=zh' });
    expect(emptyToken.statusCode).toBe(302);
  });

  it('leaves a visit with the session cookie, and public routes, to the browser', async () => {
    const signedIn = await get('/problem', { cookie: 'language=zh; questline=abc.def' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe('<!doctype html><div id="root"></div>');
    const lookalike = await get('/problem', { cookie: 'questline_other=1' });
    expect(lookalike.statusCode).toBe(302);
    for (const url of ['/login', '/shared/abc123', '/problemX']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('keeps index.html for paths without a prerendered page', async () => {
    for (const url of ['/functions', '/price/', '/Price', '/prerender/zh/price']) {
      expect((await get(url, { cookie: 'language=en' })).body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('answers / with the portal home drawn at build time, and /index, the project home, with index.html', async () => {
    // Issue 28, point 8: the home's file is index.html, and /index was answered with it; the workspace page then
    // failed to hydrate (React error 423) on every signed-in visit to the project home.
    // The hosted service (EDITION=saas, the default) keeps the sales home at / and its pages as built, without the
    // self-hosted edition's stamp or short page (webApp.selfHosted.test.ts, ADR 0103).
    expect((await get('/', { cookie: 'language=en' })).body).toBe(homePage('home en'));
    for (const url of ['/index', '/index?projectId=7']) {
      const response = await get(url, { cookie: 'language=en; questline=abc.def' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await get('/assets/app-1a2b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toBe('console.log(1)');
  });

  it('serves the brotli file to a browser that accepts it, with Content-Encoding and Vary', async () => {
    const response = await get('/assets/page-9f8e.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(bigScript);
  });

  it('serves the gzip file to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzipped = await get('/assets/page-9f8e.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(bigScript);
    const plain = await get('/assets/page-9f8e.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('compresses a large API answer and leaves a small one alone', async () => {
    const large = await server.app.inject({
      method: 'GET',
      url: '/prod-api/openapi-probe',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).data).toHaveLength(200);
    const small = await get('/prod-api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(200);
  });

  it('makes browsers revalidate the service worker and the manifest, and caches icons for an hour', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing file with 404, not the app', async () => {
    const response = await get('/assets/missing.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('root');
  });

  it('never serves files outside the build', async () => {
    const response = await get('/..%2f..%2fetc%2fpasswd');
    expect(response.body).not.toContain('root:');
  });

  it('answers a path with broken percent-encoding with 400, not a server error', async () => {
    const response = await get('/problem%E0%A4%A');
    expect(response.statusCode).toBe(400);
  });

  it('answers unknown API paths with the JSON 404 envelope, never HTML', async () => {
    for (const url of ['/prod-api/unknown', '/prod-api/questline/nothing?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json().code).toBe(404);
    }
    const post = await server.app.inject({ method: 'POST', url: '/prod-api/unknown', payload: {} });
    expect(post.json().code).toBe(404);
  });
});
