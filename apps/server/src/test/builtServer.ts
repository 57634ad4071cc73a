import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

const serverRoot = path.resolve(import.meta.dirname, '../..');
let bundle: string | undefined;

/** The production bundle of the server (build.mjs), built once per test worker. */
export function builtServerBundle(): string {
  if (bundle !== undefined) return bundle;
  const outdir = path.join(serverRoot, '.test-build', String(process.pid));
  const built = spawnSync(process.execPath, ['build.mjs', '--outdir', outdir], { cwd: serverRoot, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`the server did not build:\n${built.stderr}`);
  process.once('exit', () => fs.rmSync(outdir, { recursive: true, force: true }));
  bundle = path.join(outdir, 'main.js');
  return bundle;
}

/** A built server process of a test's own, as an operator runs it. */
export interface BuiltServer {
  url: string;
  child: ChildProcess;
  /** Every line it wrote so far, stdout and stderr. */
  lines: string[];
  /** The JSON log lines it wrote so far, parsed. */
  logEntries(): Record<string, unknown>[];
  /** Whether the process is still running. */
  alive(): boolean;
  /** Kills it at once (SIGKILL), as a crash would. */
  stop(): Promise<void>;
  /** Asks it to stop as an operator or a container runtime does (SIGTERM); answers its exit code. */
  terminate(): Promise<number | null>;
}

/**
 * Starts the built server with these settings on a free port (or `PORT`) and waits until it listens; `bundle`
 * names another build of it (the journeys run apps/server/dist/main.js).
 */
export async function startBuiltServer(
  env: Record<string, string>,
  options: { bundle?: string } = {},
): Promise<BuiltServer> {
  const child = spawn(process.execPath, [options.bundle ?? builtServerBundle()], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) => lines.push(line));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      lines.push(line);
      // A JSON log line, or a readable one (LOG_FORMAT=pretty).
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited early with ${code}:\n${lines.join('\n')}`)));
  });
  return {
    url,
    child,
    lines,
    logEntries: () =>
      lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>),
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    async terminate() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      return exited;
    },
  };
}
