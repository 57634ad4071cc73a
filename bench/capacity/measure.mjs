// The capacity bench's measuring side (issue 37): the load processes it forks, and one measured window of a ramp
// step or a soak minute: latency per call kind from the load processes, CPU from /proc for the server and the load
// processes separately, the server's memory, descriptors and event-loop delay.
import { fork } from 'node:child_process';
import path from 'node:path';
import { Histogram } from './histogram.mjs';
import { cpuMeter, openFiles, rssMb, scrape } from './probe.mjs';

/** The bar a step must clear to count as held (ADR 0142). */
export const HELD_P99_MS = 200;
const SCRAPE_EVERY_MS = 5_000;

/** Load processes, each holding a share of the people; answers them with `ask` and `stop`. */
export async function startCrowds(count, setup) {
  const crowds = [];
  for (let index = 0; index < count; index += 1) {
    const child = fork(path.join(import.meta.dirname, 'crowd.mjs'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise((resolve) => child.once('message', resolve));
    child.send({ type: 'setup', setup });
    crowds.push(child);
  }
  let placed = 0;
  return {
    pids: crowds.map((child) => child.pid),
    /** Hands new people to the processes in turn, each starting them spread over `overMs`. */
    grow(people, overMs) {
      const shares = crowds.map(() => []);
      for (const person of people) {
        shares[placed % crowds.length].push(person);
        placed += 1;
      }
      crowds.forEach((child, index) => child.send({ type: 'grow', people: shares[index], overMs }));
    },
    /** Every process's figures since the last reset, merged; `reset` starts the next window. */
    async collect(reset) {
      const reports = await Promise.all(
        crowds.map(
          (child) =>
            new Promise((resolve) => {
              const listener = (message) => {
                if (message.type !== 'stats') return;
                child.off('message', listener);
                resolve(message);
              };
              child.on('message', listener);
              child.send({ type: 'collect', reset });
            }),
        ),
      );
      return merge(reports);
    },
    async stop() {
      await Promise.all(
        crowds.map(
          (child) =>
            new Promise((resolve) => {
              if (child.exitCode !== null) return resolve(undefined);
              child.once('exit', resolve);
              child.send({ type: 'stop' });
            }),
        ),
      );
    },
  };
}

function merge(reports) {
  /** @type {Map<string, { histogram: Histogram, errors: number, conflicts: number }>} */
  const kinds = new Map();
  for (const report of reports) {
    for (const [kind, value] of Object.entries(report.kinds)) {
      const found = kinds.get(kind) ?? { histogram: new Histogram(), errors: 0, conflicts: 0 };
      found.histogram.add(value.histogram);
      found.errors += value.errors;
      found.conflicts += value.conflicts;
      kinds.set(kind, found);
    }
  }
  return {
    kinds,
    failures: reports.flatMap((report) => report.failures),
    notices: reports.reduce((sum, report) => sum + report.notices, 0),
    people: reports.reduce((sum, report) => sum + report.people, 0),
    sockets: reports.reduce((sum, report) => sum + report.sockets, 0),
    clientLoopP99Ms: Math.max(...reports.map((report) => report.loopP99Ms)),
  };
}

const round = (value, digits = 1) => Number(value.toFixed(digits));

/**
 * One window of `seconds`: resets the load processes' figures, samples the server every 5 s, and answers the
 * window's figures with the verdict: held when no call failed and every kind's p99 stayed under HELD_P99_MS.
 */
export async function measureWindow({ server, crowds, metricsToken, seconds, databasePids = async () => [] }) {
  await crowds.collect(true);
  const backends = await databasePids();
  const meter = cpuMeter([server.child.pid, ...crowds.pids, ...backends]);
  const scrapes = [];
  await scrape(server.base, metricsToken); // starts the delay monitor's window here
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(SCRAPE_EVERY_MS, deadline - Date.now())));
    scrapes.push(await scrape(server.base, metricsToken));
  }
  const [serverCpu, ...others] = meter();
  const clientCpu = others.slice(0, crowds.pids.length);
  const databaseCpu = others.slice(crowds.pids.length);
  const figures = await crowds.collect(false);
  const calls = [...figures.kinds].map(([kind, value]) => ({
    kind,
    count: value.histogram.total,
    p50: round(value.histogram.percentile(0.5)),
    p99: round(value.histogram.percentile(0.99)),
    max: round(value.histogram.max),
    errors: value.errors,
    conflicts: value.conflicts,
  }));
  calls.sort((a, b) => b.count - a.count);
  const all = new Histogram();
  for (const value of figures.kinds.values()) all.add(value.histogram.toJSON());
  const errors = calls.reduce((sum, call) => sum + call.errors, 0);
  const worst = calls.reduce((top, call) => (call.p99 > top.p99 ? call : top), { kind: '', p99: 0 });
  return {
    seconds,
    people: figures.people,
    sockets: figures.sockets,
    serverSockets: scrapes.at(-1)?.sockets ?? 0,
    requests: all.total,
    perSecond: round(all.total / seconds),
    p50: round(all.percentile(0.5)),
    p99: round(all.percentile(0.99)),
    worstKind: worst.kind,
    worstP99: worst.p99,
    errors,
    failures: figures.failures,
    notices: figures.notices,
    serverCpuPercent: round(serverCpu * 100),
    clientCpuPercent: round(clientCpu.reduce((sum, share) => sum + share, 0) * 100),
    databaseCpuPercent: backends.length > 0 ? round(databaseCpu.reduce((sum, share) => sum + share, 0) * 100) : null,
    clientLoopP99Ms: round(figures.clientLoopP99Ms),
    rssMb: round(rssMb(server.child.pid)),
    heapUsedMb: round(scrapes.at(-1)?.heapUsedMb ?? 0),
    openFiles: openFiles(server.child.pid),
    loopP99Ms: round(Math.max(0, ...scrapes.map((sample) => sample.loopP99Ms))),
    loopMaxMs: round(Math.max(0, ...scrapes.map((sample) => sample.loopMaxMs))),
    calls,
    held: errors === 0 && worst.p99 < HELD_P99_MS && figures.sockets === figures.people,
  };
}
