// `npm run check`: types, import boundaries and cycles, lint with types, format (ADR 0138), as five independent
// steps run two at a time (issue 40: each is one thread, so in turn they left a core idle for three minutes).
// A step's output is printed whole when it ends, so two steps never interleave; the check fails if any step fails.
import { spawn } from 'node:child_process';
import os from 'node:os';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Longest first; the two lint halves each build the type program of their own files (together they are `npm run
 * lint`); the types and the boundaries are package.json's own scripts.
 */
const STEPS = [
  {
    name: 'lint (all but the server)',
    args: ['eslint', '.', '--ignore-pattern', 'apps/server/**', '--max-warnings=0'],
  },
  { name: 'typecheck', command: npm, args: ['run', '--silent', 'typecheck'] },
  { name: 'lint (server)', args: ['eslint', 'apps/server', '--max-warnings=0'] },
  { name: 'boundaries', command: npm, args: ['run', '--silent', 'boundaries'] },
  {
    name: 'format',
    // Prettier keeps what it found of each file (in node_modules/.cache) under a hash of its text, its options and its
    // own version, so an unchanged file is not formatted again (ADR 0147).
    args: ['prettier', '--check', '.', '--log-level', 'warn', '--cache', '--cache-strategy', 'content'],
  },
];

const lanes = Math.max(1, Number(process.env.CHECK_JOBS ?? Math.min(2, os.availableParallelism())));

function runStep(step) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command ?? npx, step.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.name} (${String(seconds)} s)${text ? `\n${text}` : ''}`);
      resolve(code === 0);
    });
  });
}

const queue = [...STEPS];
let failed = false;
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      if (!(await runStep(step))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
