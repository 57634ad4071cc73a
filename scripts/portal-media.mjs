// `npm run portal:media`: regenerates the portal's media under apps/web/public/portal/ (issue 12 "Media").
// Everything is original: the feature illustrations are drawn here as SVG, and the videos and posters are
// screenshots of Questline's own pages (a demo workspace on a throw-away database, in Chromium), joined by
// ffmpeg (Debian's package). Run it after `npm run build` whenever the product's pages change.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps/web/public/portal');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WIDTH = 1280;
const HEIGHT = 800;

const BRAND = '#3452d6';
const INK = '#1b2559';
const LINE = '#dfe3f0';
const SOFT = '#f5f7fd';

const rect = (x, y, w, h, fill, r = 6) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
const bar = (x, y, w, fill = LINE) => rect(x, y, w, 10, fill, 5);

/** A window frame with a title bar; `body` draws inside 640 x 400. */
function frame(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">
${rect(0, 0, 640, 400, SOFT, 16)}${rect(24, 24, 592, 352, '#fff', 12)}
<circle cx="46" cy="44" r="5" fill="#ef6b6b"/><circle cx="62" cy="44" r="5" fill="#f5c04f"/><circle cx="78" cy="44" r="5" fill="#58c58a"/>
${bar(100, 39, 160)}${body}</svg>\n`;
}

const STATUS = ['#3452d6', '#f59f3a', '#2f9e6e', '#8a5cd6', '#d64545'];

const ILLUSTRATIONS = {
  workflow: frame(
    // The five stages of the review workflow, left to right.
    Array.from({ length: 5 })
      .map((_, index) => {
        const x = 48 + index * 112;
        const arrow =
          index < 4 ? `<path d="M${x + 92} 150 h16" stroke="${INK}" stroke-width="3" marker-end="url(#a)"/>` : '';
        return `${rect(x, 120, 92, 60, STATUS[index], 10)}${bar(x + 16, 145, 60, '#fff')}${arrow}`;
      })
      .join('') +
      `<defs><marker id="a" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0 0L10 5L0 10z" fill="${INK}"/></marker></defs>` +
      [0, 1, 2]
        .map(
          (row) =>
            `${rect(48, 220 + row * 40, 544, 28, SOFT)}${bar(64, 229 + row * 40, 200 - row * 40, INK)}${rect(500, 226 + row * 40, 76, 16, STATUS[row], 8)}`,
        )
        .join(''),
  ),
  projects: frame(
    [0, 1, 2, 3, 4, 5]
      .map((index) => {
        const x = 48 + (index % 3) * 184;
        const y = 80 + Math.floor(index / 3) * 148;
        const people = [0, 1, 2]
          .map(
            (p) =>
              `<circle cx="${x + 28 + p * 22}" cy="${y + 100}" r="11" fill="${STATUS[(index + p) % 5]}" stroke="#fff" stroke-width="3"/>`,
          )
          .join('');
        return `${rect(x, y, 168, 128, SOFT, 10)}${bar(x + 16, y + 20, 100, INK)}${bar(x + 16, y + 42, 130)}${bar(x + 16, y + 60, 90)}${people}`;
      })
      .join(''),
  ),
  attachments: frame(
    `${rect(48, 76, 320, 280, SOFT, 10)}${bar(68, 96, 180, INK)}${bar(68, 120, 260)}${bar(68, 140, 220)}` +
      `${rect(68, 168, 280, 160, '#e7ecfb', 8)}<circle cx="208" cy="248" r="34" fill="${BRAND}"/><path d="M198 230 L226 248 L198 266z" fill="#fff"/>` +
      [0, 1, 2]
        .map(
          (index) =>
            `${rect(392, 76 + index * 96, 200, 80, SOFT, 10)}${rect(408, 92 + index * 96, 48, 48, STATUS[index], 8)}${bar(470, 104 + index * 96, 100, INK)}${bar(470, 124 + index * 96, 70)}`,
        )
        .join(''),
  ),
  statistics: frame(
    [120, 200, 160, 240, 90, 180, 220]
      .map((height, index) => rect(64 + index * 44, 340 - height, 28, height, STATUS[index % 5], 4))
      .join('') +
      `<circle cx="500" cy="200" r="80" fill="${SOFT}"/><path d="M500 200 L500 120 A80 80 0 0 1 576 224z" fill="${BRAND}"/><path d="M500 200 L576 224 A80 80 0 0 1 440 252z" fill="#f59f3a"/><path d="M500 200 L440 252 A80 80 0 0 1 500 120z" fill="#2f9e6e"/>` +
      `<circle cx="500" cy="200" r="40" fill="#fff"/>`,
  ),
  api: frame(
    `${rect(48, 76, 76, 32, '#2f9e6e', 6)}<text x="86" y="98" font-family="monospace" font-size="15" fill="#fff" text-anchor="middle">POST</text>${rect(136, 76, 360, 32, SOFT)}${bar(150, 87, 220)}${rect(508, 76, 84, 32, BRAND, 6)}` +
      `${rect(48, 128, 544, 228, '#1b2040', 10)}` +
      ['{', '  "code": 200,', '  "msg": "ok",', '  "data": { "id": 42,', '    "status": "accepted" }', '}']
        .map(
          (line, index) =>
            `<text x="72" y="${164 + index * 28}" font-family="monospace" font-size="17" fill="${index === 1 ? '#7ee2a8' : '#e8ecff'}" xml:space="preserve">${line}</text>`,
        )
        .join(''),
  ),
  testing: frame(
    [0, 1, 2, 3, 4, 5]
      .map((index) => {
        const y = 80 + index * 46;
        const passed = index !== 3;
        const mark = passed
          ? `<path d="M60 ${y + 15} l8 8 l14 -16" stroke="#2f9e6e" stroke-width="4" fill="none"/>`
          : `<path d="M60 ${y + 7} l16 16 M76 ${y + 7} l-16 16" stroke="#d64545" stroke-width="4"/>`;
        return `${rect(48, y, 544, 34, index % 2 ? '#fff' : SOFT)}${mark}${bar(100, y + 12, 220 - index * 12, INK)}${rect(500, y + 9, 76, 16, passed ? '#2f9e6e' : '#d64545', 8)}`;
      })
      .join(''),
  ),
  selfHost: frame(
    `${rect(64, 96, 200, 240, SOFT, 12)}` +
      [0, 1, 2]
        .map(
          (index) =>
            `${rect(84, 120 + index * 68, 160, 48, '#fff', 8)}<circle cx="108" cy="${144 + index * 68}" r="7" fill="#2f9e6e"/>${bar(128, 139 + index * 68, 96, INK)}`,
        )
        .join('') +
      `<path d="M280 216 h80" stroke="${BRAND}" stroke-width="4" stroke-dasharray="8 6"/>` +
      `<ellipse cx="470" cy="130" rx="90" ry="26" fill="${BRAND}"/><rect x="380" y="130" width="180" height="150" fill="${BRAND}"/><ellipse cx="470" cy="280" rx="90" ry="26" fill="#2b45bd"/>` +
      `<ellipse cx="470" cy="130" rx="90" ry="26" fill="#5c76e6"/>${bar(420, 190, 100, '#fff')}${bar(420, 214, 70, '#fff')}`,
  ),
};

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, deadline = Date.now() + 20_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Screenshots of the demo workspace, one per scene, in the language given. */
async function screenshots(base, token, folder, scenes, language) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT } });
    await context.addCookies([{ name: 'questline', value: token, url: base }]);
    await context.addInitScript((value) => globalThis.localStorage.setItem('language', value), language);
    const page = await context.newPage();
    const files = [];
    for (const [index, scene] of scenes.entries()) {
      await page.goto(`${base}${scene}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(400);
      const file = path.join(folder, `${String(index).padStart(2, '0')}.png`);
      await page.screenshot({ path: file });
      files.push(file);
    }
    return files;
  } finally {
    await browser.close();
  }
}

/** Each still held `seconds`, cross-faded into the next; VP9 webm and H.264 mp4, small and silent. */
function video(files, name, seconds) {
  const fade = 0.6;
  const inputs = files.flatMap((file) => ['-loop', '1', '-t', String(seconds), '-i', file]);
  const scale = files.map((_, index) => `[${index}:v]scale=960:600,setsar=1,fps=24[s${index}]`);
  const fades = files.slice(1).map((_, index) => {
    const from = index === 0 ? '[s0]' : `[f${index - 1}]`;
    const offset = (index + 1) * (seconds - fade);
    return `${from}[s${index + 1}]xfade=transition=fade:duration=${fade}:offset=${offset.toFixed(2)}[f${index}]`;
  });
  const last = files.length > 1 ? `[f${files.length - 2}]` : '[s0]';
  const filter = [...scale, ...fades].join(';');
  const common = ['-y', '-loglevel', 'error', ...inputs, '-filter_complex', filter, '-map', last, '-an'];
  execFileSync('ffmpeg', [
    ...common,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-row-mt',
    '1',
    path.join(out, `${name}.webm`),
  ]);
  execFileSync('ffmpeg', [
    ...common,
    '-c:v',
    'libx264',
    '-crf',
    '30',
    '-preset',
    'slow',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    path.join(out, `${name}.mp4`),
  ]);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    files[0],
    '-vf',
    'scale=960:600',
    '-quality',
    '70',
    path.join(out, `${name}.webp`),
  ]);
}

/** The installable app's icons (public/manifest.webmanifest), drawn from the favicon in Chromium. */
async function icons() {
  const folder = path.join(root, 'apps/web/public/icons');
  fs.mkdirSync(folder, { recursive: true });
  const svg = fs.readFileSync(path.join(root, 'apps/web/public/favicon.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    // A maskable icon keeps its mark inside the middle 80%, on a full-bleed background.
    for (const [size, file, padding] of [
      [192, 'icon-192.png', 0],
      [512, 'icon-512.png', 0],
      [512, 'icon-maskable-512.png', 0.1],
    ]) {
      await page.setViewportSize({ width: size, height: size });
      const inner = Math.round(size * (1 - 2 * padding));
      const background = padding ? BRAND : 'transparent';
      const sized = svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `);
      await page.setContent(
        `<body style="margin:0;background:${background};display:grid;place-items:center;height:${size}px">${sized}</body>`,
      );
      await page.screenshot({ path: path.join(folder, file), omitBackground: !padding });
    }
  } finally {
    await browser.close();
  }
}

fs.mkdirSync(out, { recursive: true });
await icons();
for (const [key, svg] of Object.entries(ILLUSTRATIONS)) fs.writeFileSync(path.join(out, `feature-${key}.svg`), svg);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-media-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', CAPTCHA_ENABLED: 'false' };
execFileSync(process.execPath, [path.join(root, 'apps/server/dist/demo.js')], { env, stdio: 'ignore' });
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { env, stdio: 'ignore' });
try {
  await waitForHealth(`${base}/prod-api/health`);
  const phone = process.env.DEMO_PHONE ?? '13900000001';
  const login = await fetch(`${base}/prod-api/register/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: phone, password: 'questline-demo', code: '', uuid: '' }),
  }).then((response) => response.json());
  if (login.code !== 200) throw new Error(`demo sign-in failed: ${login.msg}`);
  const frames = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-frames-'));
  const tour = await screenshots(
    base,
    login.data.token,
    frames,
    ['/index', '/problem?projectId=1', '/problem?projectId=2', '/inside/deployLocally'],
    'zh',
  );
  video(tour, 'tour', 3.5);
  const workspace = await screenshots(
    base,
    login.data.token,
    fs.mkdtempSync(path.join(frames, 'w')),
    ['/problem?projectId=1', '/index'],
    'en',
  );
  video(workspace, 'workspace', 4.5);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    tour[0],
    '-vf',
    'scale=1200:750,crop=1200:630:0:0',
    path.join(out, 'og-image.png'),
  ]);
  fs.rmSync(frames, { recursive: true, force: true });
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const sizes = fs.readdirSync(out).map((file) => [file, fs.statSync(path.join(out, file)).size]);
console.table(sizes.map(([file, size]) => ({ file, KB: Math.round(size / 1024) })));
console.log(`portal media: ${Math.round(sizes.reduce((sum, [, size]) => sum + size, 0) / 1024)} KB (budget 3 MB)`);
