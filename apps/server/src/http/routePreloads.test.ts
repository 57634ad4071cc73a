import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, getTestServer } from '../test/server';

/** Issue 37 (ADR 0145): a workspace route's page names the chunks its first render needs, as the build listed them. */
const INDEX = [
  '<!doctype html><html lang="zh-CN"><head><title>Questline</title>',
  '<script type="module" crossorigin src="/assets/index-1a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-2b.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-8b.css">',
  '<link rel="stylesheet" crossorigin href="/assets/portal-9c.css">',
  '</head><body><div id="root"></div></body></html>',
].join('');
/** What apps/web/build/routePreload.ts writes: route -> chunks, language -> its tables. */
const PRELOADS = {
  paths: {
    '/problem': ['assets/ProblemPage-3c.js', 'assets/react-2b.js', 'assets/antd-4d.js'],
    '/user/personal': ['assets/PersonalPage-5e.js'],
  },
  locales: { zh: ['assets/resources.zh-6f.js'], en: ['assets/resources.en-7a.js'] },
};

/** What apps/web/build/workspaceShell.ts writes (ADR 0150). */
const SHELL = {
  head: '<style>#workspace-shell{}</style>',
  body: '<div id="workspace-shell" aria-hidden="true"></div>',
  styles: { inline: ['assets/index-8b.css'], portalOnly: ['assets/portal-9c.css'] },
};
const APP_CSS = 'body{margin:0}.issue-grid{width:100%}';

const preloadsIn = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]);

describe('route preloads in the page a workspace route gets', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-dist-'));
    fs.mkdirSync(path.join(dist, 'prerender'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(dist, 'prerender', 'signed-in-paths.json'), JSON.stringify(['/problem']));
    fs.writeFileSync(path.join(dist, 'prerender', 'route-preloads.json'), JSON.stringify(PRELOADS));
    fs.writeFileSync(path.join(dist, 'prerender', 'workspace-shell.json'), JSON.stringify(SHELL));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'index-8b.css'), APP_CSS);
    server = await getTestServer({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, cookie: string) => server.app.inject({ method: 'GET', url, headers: { cookie } });

  it("names the route's chunks and the tables of the visitor's language, each once", async () => {
    const zh = await get('/problem', 'questline=abc.def');
    expect(zh.statusCode).toBe(200);
    expect(preloadsIn(zh.body)).toEqual([
      'assets/react-2b.js',
      'assets/ProblemPage-3c.js',
      'assets/antd-4d.js',
      'assets/resources.zh-6f.js',
    ]);
    expect(zh.headers['vary']).toContain('cookie');
    expect(zh.headers['cache-control']).toBe('no-cache');
    const en = await get('/Problem/', 'language=en; questline=abc.def');
    expect(preloadsIn(en.body)).toContain('assets/resources.en-7a.js');
    expect(preloadsIn(en.body)).not.toContain('assets/resources.zh-6f.js');
    expect(preloadsIn((await get('/user/Personal', 'questline=abc.def')).body)).toContain('assets/PersonalPage-5e.js');
  });

  it("draws the workspace's frame in the page, its style in the head and the frame first in the body", async () => {
    const page = (await get('/problem', 'questline=abc.def')).body;
    expect(page.indexOf(SHELL.head)).toBeGreaterThan(0);
    expect(page.indexOf(SHELL.head)).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain(`<body>${SHELL.body}<div id="root"></div>`);
    expect(page.split('workspace-shell" aria-hidden').length).toBe(2);
    // No stylesheet request holds the first paint: the app's styles inline where their link stood (the link kept,
    // disabled, for Vite's loader to find), the portal's gone.
    expect(page).toContain(
      `<link rel="modulepreload" crossorigin href="/assets/react-2b.js"><style>${APP_CSS}</style>`,
    );
    const stylesheets = [...page.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    expect(stylesheets).toEqual(['<link rel="stylesheet" crossorigin href="/assets/index-8b.css" disabled>']);
  });

  it('leaves routes the build listed no chunks for with index.html as built', async () => {
    for (const url of ['/login', '/price', '/problemX']) {
      expect((await get(url, 'questline=abc.def')).body, url).toBe(INDEX);
    }
  });
});
