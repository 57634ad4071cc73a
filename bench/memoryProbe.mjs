// Loaded into the benched server with `--import` (bench/files.mjs, never by production): samples
// process.memoryUsage() every 20 ms and counts the garbage collections by kind (and those the server asks for), so that a peak of resident memory
// can be told apart into JS heap, ArrayBuffers (the bytes of streams) and the rest. On SIGUSR2 it writes the peaks,
// counts and CPU time since the last signal to MEMORY_PROBE_FILE and starts again.
import fs from 'node:fs';
import { PerformanceObserver, constants } from 'node:perf_hooks';

const MB = 1024 * 1024;
const file = process.env.MEMORY_PROBE_FILE;
const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};

let peaks;
let collections;
let cpuSince;
const reset = () => {
  cpuSince = process.cpuUsage();
  peaks = { rss: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
  collections = { minor: 0, major: 0, incremental: 0, weakcb: 0 };
};
reset();

const sample = () => {
  const usage = process.memoryUsage();
  for (const name of Object.keys(peaks)) peaks[name] = Math.max(peaks[name], usage[name] / MB);
};
setInterval(sample, 20).unref();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) collections[KINDS[entry.detail.kind] ?? 'other'] += 1;
}).observe({ entryTypes: ['gc'] });

process.on('SIGUSR2', () => {
  sample();
  const now = process.memoryUsage();
  const current = Object.fromEntries(Object.keys(peaks).map((name) => [name, now[name] / MB]));
  const cpu = process.cpuUsage(cpuSince);
  fs.writeFileSync(file, JSON.stringify({ peaks, current, collections, cpuMs: (cpu.user + cpu.system) / 1000 }));
  reset();
});
