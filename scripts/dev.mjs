// `npm run dev`: the server rebuilt and restarted on change (port 8080) and Vite's dev server
// (http://127.0.0.1:5173) forwarding /prod-api to it. Ctrl-C stops all three.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, '.dev', 'server');
const children = [];

function start(command, args, cwd = root) {
  const child = spawn(command, args, { cwd, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) shutdown(code);
  });
  return child;
}

function shutdown(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());

start(process.execPath, ['apps/server/build.mjs', '--outdir', outdir, '--watch']);
// The first bundle must exist before node can watch it.
while (!fs.existsSync(path.join(outdir, 'main.js'))) await new Promise((resolve) => setTimeout(resolve, 100));
start(process.execPath, ['--enable-source-maps', '--watch', path.join(outdir, 'main.js')]);
start(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], path.join(root, 'apps/web'));
