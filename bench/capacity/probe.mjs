// What the capacity bench reads of the processes while people work (issue 37): CPU time, resident memory and open
// file descriptors from /proc (the server's and each load process's), and the server's own /metrics figures.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
/** The event-loop monitor's sampling interval (apps/server/src/http/metrics.ts): every delay it reports includes it. */
const LOOP_RESOLUTION_S = 0.02;

/** User plus system CPU seconds the process has used so far. @param {number} pid */
export function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces; the fields after its closing parenthesis are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** @param {number} pid */
export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Open file descriptors: files, the database, listening and connected sockets. @param {number} pid */
export function openFiles(pid) {
  return fs.readdirSync(`/proc/${pid}/fd`).length;
}

/** CPU seconds so far, or undefined for a process that has ended (a database backend may close). */
function cpuIfAlive(pid) {
  try {
    return cpuSeconds(pid);
  } catch {
    return undefined;
  }
}

/** CPU share of one core each process used since the meter started (a process that ended counts until then). */
export function cpuMeter(pids) {
  const started = performance.now();
  const before = pids.map(cpuIfAlive);
  let last = [...before];
  return () => {
    const seconds = (performance.now() - started) / 1000;
    last = pids.map((pid, index) => cpuIfAlive(pid) ?? last[index]);
    return pids.map((_pid, index) => ((last[index] ?? 0) - (before[index] ?? 0)) / seconds);
  };
}

/**
 * One scrape of the server's /metrics: the event-loop delay since the previous scrape (the monitor's own
 * interval taken off, so an idle loop reads 0), live sockets and heap. The registry resets the delay at each scrape.
 */
export async function scrape(base, token) {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  const value = (pattern) => Number(new RegExp(`^${pattern} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  const lag = (stat) => Math.max(0, value(`nodejs_eventloop_lag_seconds\\{stat="${stat}"\\}`) - LOOP_RESOLUTION_S);
  return {
    loopP99Ms: lag('p99') * 1000,
    loopMaxMs: lag('max') * 1000,
    sockets: value('questline_socket_connections'),
    heapUsedMb: value('nodejs_memory_bytes\\{kind="heap_used"\\}') / 2 ** 20,
  };
}
