import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ownRedis';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
/** The configuration the repository ships (README "Several instances"); the tests run nginx on it. */
export const SHIPPED_CONFIG = path.join(repositoryRoot, 'deploy/nginx.conf');
const NGINX = '/usr/sbin/nginx';

/** One instance behind the proxy: its address, and whether it is taken out (`down`) for a restart. */
export interface Upstream {
  address: string;
  down?: boolean;
}

/** One line of the access log: which instance answered a request, and how (`-` when none was tried). */
export interface ProxiedRequest {
  status: number;
  method: string;
  uri: string;
  upstreams: string[];
}

export interface Nginx {
  url: string;
  /** Rewrites the upstream list and reloads; resolves once every worker still taking requests uses the new list. */
  setUpstreams(upstreams: readonly Upstream[]): Promise<void>;
  /** Every request nginx has answered so far. */
  requests(): ProxiedRequest[];
  /** What nginx wrote to its error log. */
  errorLog(): string;
  stop(): Promise<void>;
}

function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags}g`));
  if (matches?.length !== 1) throw new Error(`deploy/nginx.conf: expected one ${what}, found ${matches?.length ?? 0}`);
  return text.replace(pattern, replacement);
}

/**
 * The shipped site with this machine's addresses: the upstream's server lines and the listening port are the only
 * changes, so the locations, headers and timeouts under test are the ones an operator deploys.
 */
export function siteConfig(shipped: string, options: { port: number; upstreams: readonly Upstream[] }): string {
  const servers = options.upstreams
    .map((upstream) => `  server ${upstream.address}${upstream.down ? ' down' : ''};`)
    .join('\n');
  const withUpstreams = replaceOnce(
    shipped,
    /upstream questline \{\n(?: {2}server [^\n]+;\n)+\}/,
    `upstream questline {\n${servers}\n}`,
    'upstream block of server lines',
  );
  return replaceOnce(withUpstreams, / {2}listen 80;/, `  listen 127.0.0.1:${options.port};`, '`listen 80;`');
}

/** The main file around the site: everything nginx writes goes to the test's folder, as the current user. */
function mainConfig(folder: string): string {
  const file = (name: string) => path.join(folder, name);
  // Started as root, nginx would run its workers as nobody, who cannot enter the test's private folder.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  return `${user}worker_processes 1;
pid ${file('nginx.pid')};
error_log ${file('error.log')} notice;
events { worker_connections 1024; }
http {
  client_body_temp_path ${file('client_body')};
  proxy_temp_path ${file('proxy')};
  fastcgi_temp_path ${file('fastcgi')};
  uwsgi_temp_path ${file('uwsgi')};
  scgi_temp_path ${file('scgi')};
  log_format upstreams '$status $request_method "$request_uri" "$upstream_addr"';
  access_log ${file('access.log')} upstreams;
  include ${file('questline.conf')};
}
`;
}

/** The worker processes of a master, read from /proc: their ids and whether each is still taking requests. */
function workersOf(masterPid: number): { pid: number; shuttingDown: boolean }[] {
  const workers: { pid: number; shuttingDown: boolean }[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== masterPid) continue;
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!title.includes('worker process')) continue;
      workers.push({ pid: Number(entry), shuttingDown: title.includes('shutting down') });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return workers;
}

async function until(condition: () => boolean, what: string, log: () => string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`nginx: ${what} within ${ms} ms\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function parseLine(line: string): ProxiedRequest | undefined {
  const match = /^(\d{3}) (\S+) "([^"]*)" "([^"]*)"$/.exec(line);
  if (!match) return undefined;
  const upstreams = (match[4] ?? '').split(/[,:]\s+/).filter((entry) => entry !== '' && entry !== '-');
  return { status: Number(match[1]), method: match[2] ?? '', uri: match[3] ?? '', upstreams };
}

/**
 * Debian's nginx (`apt-get install -y nginx`) as the current user in a folder of its own, on `port` (a free one by
 * default), running the shipped deploy/nginx.conf in front of `upstreams`; never the machine's own nginx service.
 */
export async function startNginx(upstreams: readonly Upstream[], options: { port?: number } = {}): Promise<Nginx> {
  if (!fs.existsSync(NGINX)) throw new Error(`no ${NGINX}: apt-get install -y nginx`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-nginx-'));
  const port = options.port ?? (await freePort());
  const shipped = fs.readFileSync(SHIPPED_CONFIG, 'utf8');
  const mainFile = path.join(folder, 'nginx.conf');
  const siteFile = path.join(folder, 'questline.conf');
  fs.writeFileSync(mainFile, mainConfig(folder));
  const errorLog = () => fs.readFileSync(path.join(folder, 'error.log'), 'utf8');
  const args = ['-p', folder, '-c', mainFile, '-e', path.join(folder, 'error.log')];
  const writeSite = (list: readonly Upstream[]) => {
    fs.writeFileSync(siteFile, siteConfig(shipped, { port, upstreams: list }));
    const checked = spawnSync(NGINX, [...args, '-t', '-q'], { encoding: 'utf8' });
    if (checked.status !== 0) throw new Error(`nginx refused the configuration:\n${checked.stderr}`);
  };
  writeSite(upstreams);
  const master: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const masterPid = master.pid;
  if (masterPid === undefined) throw new Error('nginx did not start');
  const exited = new Promise((resolve) => master.once('exit', resolve));
  await until(
    () => master.exitCode === null && workersOf(masterPid).some((worker) => !worker.shuttingDown),
    'no worker',
    errorLog,
  );
  const url = `http://127.0.0.1:${port}`;
  await until(() => fs.existsSync(path.join(folder, 'nginx.pid')), 'no pid file', errorLog);
  return {
    url,
    async setUpstreams(list) {
      writeSite(list);
      const before = new Set(workersOf(masterPid).map((worker) => worker.pid));
      master.kill('SIGHUP');
      // A reload starts new workers on the new list, then tells the old ones to stop taking requests: once every
      // old one is gone or says it is shutting down, no new request reaches an instance the list took out.
      await until(
        () => {
          const workers = workersOf(masterPid);
          return (
            workers.some((worker) => !before.has(worker.pid)) &&
            workers.every((worker) => !before.has(worker.pid) || worker.shuttingDown)
          );
        },
        'the reload did not finish',
        errorLog,
      );
    },
    requests: () =>
      fs
        .readFileSync(path.join(folder, 'access.log'), 'utf8')
        .split('\n')
        .flatMap((line) => parseLine(line) ?? []),
    errorLog,
    async stop() {
      if (master.exitCode === null) {
        master.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
