import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, getTestServer } from '../test/server';

/** Issue 2 point 8: the server serves the built web app in history mode. */
describe('web app serving', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    server = await getTestServer({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('answers client routes with index.html, never cached', async () => {
    for (const url of ['/', '/home', '/user/Personal', '/shared/abc123', '/knowledgeShared/x?y=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await get('/assets/app-1a2b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toBe('console.log(1)');
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
