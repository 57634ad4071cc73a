// `npm start`: builds Questline when its build is missing or older than its sources (the first start, after an
// update), quietly, then runs the server; a start with an up-to-date build goes straight to the server.
// Issue 38, point 9: the terminal shows a line per step and the server's banner, not the build's 390 lines.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverBundle = path.join(root, 'apps/server/dist/main.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const fingerprintFile = path.join(root, 'apps/server/dist/build-fingerprint');

/** What the build is made from; test files change nothing in it but are cheaper to include than to tell apart. */
const SOURCES = [
  'package-lock.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/vite.prerender.config.ts',
];

const chinese = /^zh/i.test(process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || '');
const say = (en, zh) => console.log(chinese ? zh : en);

/** Every source file's path, size and modification time, hashed: it changes with any edit, pull or install. */
function fingerprint() {
  const hash = createHash('sha256');
  const visit = (relative) => {
    const absolute = path.join(root, relative);
    if (!fs.existsSync(absolute)) return;
    const stat = fs.statSync(absolute);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(absolute).sort()) visit(path.join(relative, name));
    } else {
      hash.update(`${relative}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const source of SOURCES) visit(source);
  return hash.digest('hex');
}

/** Runs an npm script with its output kept aside; shown only when it fails. */
function quietly(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code) => resolve({ ok: code === 0, output: Buffer.concat(output).toString() }));
  });
}

const current = fingerprint();
const built =
  fs.existsSync(serverBundle) &&
  fs.existsSync(webIndex) &&
  fs.existsSync(fingerprintFile) &&
  fs.readFileSync(fingerprintFile, 'utf8') === current;
if (!built) {
  const started = Date.now();
  say(
    'Building Questline (first start or after an update; a minute or two)...',
    '正在构建 Questline（首次启动或更新后，约需一两分钟）……',
  );
  const { ok, output } = await quietly('build');
  if (!ok) {
    process.stderr.write(output);
    say('The build failed; its output is above.', '构建失败，输出见上方。');
    process.exit(1);
  }
  fs.writeFileSync(fingerprintFile, current);
  const seconds = Math.round((Date.now() - started) / 1000);
  say(`Built in ${seconds} s.`, `构建完成，用时 ${seconds} 秒。`);
}

// The server migrates its database itself before it listens (apps/server/src/main.ts). libuv's pool of 16 threads
// (ADR 0153) must be in the environment: an ES module's loading starts the pool before any of its code runs.
const server = spawn(process.execPath, ['--max-semi-space-size=4', serverBundle], {
  cwd: root,
  stdio: 'inherit',
  env: { UV_THREADPOOL_SIZE: '16', ...process.env },
});
// Ctrl+C reaches the server from the terminal itself; a signal sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
