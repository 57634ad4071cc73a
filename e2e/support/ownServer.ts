import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');

/** A built server of a journey's own, for settings the shared e2e server does not have (SMS_PROVIDER). */
export interface OwnServer {
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  log(): string;
  /** With the `clock` option: moves the server's clock forward by `ms` (e2e/support/shiftedClock.mjs). */
  advanceClock(ms: number): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    const healthy = await fetch(`${url}/prod-api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer health within 30 s:\n${output()}`);
}

/**
 * Starts apps/server/dist/main.js (run `npm run build` first) on a free port with a fresh data folder and the
 * captcha off, plus `env`; stop() ends it and removes the folder. With `clock`, its time can be moved forward
 * (days passed in a journey without waiting).
 */
export async function startOwnServer(env: NodeJS.ProcessEnv, options: { clock?: boolean } = {}): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-e2e-own-'));
  const url = `http://127.0.0.1:${port}`;
  const chunks: string[] = [];
  const clockArgs = options.clock
    ? ['--import', pathToFileURL(path.join(root, 'e2e/support/shiftedClock.mjs')).href]
    : [];
  const child = spawn(process.execPath, [...clockArgs, path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(root, 'apps/web/dist'),
      LOG_LEVEL: 'info',
      PUBLIC_URL: url,
      // Sign-in pages are not what these journeys are about; the shared server's journeys cover the captcha.
      CAPTCHA_ENABLED: 'false',
      ...env,
    },
    stdio: options.clock ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const log = () => chunks.join('');
  const advanceClock = async (ms: number) => {
    if (!options.clock) throw new Error('this server was started without the clock option');
    const applied = new Promise((resolve) => child.once('message', resolve));
    child.send({ advanceMs: ms });
    await applied;
  };
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, log, advanceClock, stop };
}
