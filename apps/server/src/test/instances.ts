import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BuiltServer, startBuiltServer } from './builtServer';
import type { Nginx } from './nginx';
import { freePort } from './ownRedis';

/** One Questline instance of a several-instance deployment: a built server process on an address of its own. */
export interface Instance {
  /** host:port, as the proxy's upstream names it; the same after a restart. */
  address: string;
  url: string;
  /** The running process (a new one after each restart). */
  process(): BuiltServer;
  /** Asks it to stop (SIGTERM) and answers its exit code. */
  terminate(): Promise<number | null>;
  /** Starts it again on the same address and settings, once it has stopped. */
  start(): Promise<void>;
  /** Kills it (if it runs) and removes its data folder. */
  remove(): Promise<void>;
}

/**
 * A built server on a fixed free port with a data folder of its own (what each instance keeps locally), sharing
 * what `env` names (DATABASE_URL, REDIS_URL, the file storage) with its siblings.
 */
export async function startInstance(env: Record<string, string>, options: { bundle?: string } = {}): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-instance-'));
  const settings = { ...env, PORT: String(port), DATA_DIR: dataDir };
  let current = await startBuiltServer(settings, options);
  return {
    address: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}`,
    process: () => current,
    terminate: () => current.terminate(),
    async start() {
      if (current.alive()) throw new Error('the instance is still running');
      current = await startBuiltServer(settings, options);
    },
    async remove() {
      await current.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * README "Rolling restart", one instance: taken out at the proxy, asked to stop (SIGTERM) while the others answer,
 * started again, put back. `whileStopping` runs once the instance has begun to shut down (it logged so) and before
 * it exits. Answers the exit code of the stopped process.
 */
export async function restartBehindProxy(
  nginx: Nginx,
  instances: readonly Instance[],
  restarted: Instance,
  whileStopping: () => Promise<void> = async () => undefined,
): Promise<number | null> {
  await nginx.setUpstreams(instances.map(({ address }) => ({ address, down: address === restarted.address })));
  const stopping = restarted.process();
  const exited = restarted.terminate();
  await waitForLine(stopping, (line) => line.includes('shutting down'));
  await whileStopping();
  const code = await exited;
  await restarted.start();
  await nginx.setUpstreams(instances.map(({ address }) => ({ address })));
  return code;
}

/** Resolves once the process has written a line that `matches`. */
export async function waitForLine(server: BuiltServer, matches: (line: string) => boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!server.lines.some(matches)) {
    if (Date.now() > deadline) throw new Error(`no such line within 15 s:\n${server.lines.slice(-20).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
