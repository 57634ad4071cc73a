// A load process of the capacity bench (issue 37): the conductor (bench/capacity.mjs) forks one or more of these so
// that the simulated people's work is never counted as the server's CPU. Each holds its share of the people, sends
// their requests with Node's fetch (one keep-alive pool per process, as a browser keeps its connections) and
// reports latency histograms per call kind, failures and its own event-loop delay when the conductor asks.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { deflateSync, crc32 } from 'node:zlib';
import { Histogram } from './histogram.mjs';
import { Person } from './person.mjs';

/** The answers a write gets when someone else changed the issue or document first: the lock working, not a fault. */
const STALE = new Set([
  'Someone else changed this issue; reload it and try again',
  'Someone else changed this document; reload it and try again',
]);
const TIMEOUT_MS = 20_000;

/** @type {{ base: string, teams: Record<number, import('./world.mjs').Team>, pace: import('./person.mjs').Pace }} */
let setup;
/** @type {Person[]} */
const people = [];
/** @type {Map<string, { histogram: Histogram, errors: number, conflicts: number }>} */
let kinds = new Map();
/** @type {string[]} */
let failures = [];
let notices = 0;
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();

/** A screenshot-like PNG of about 100 KB (a noisy gradient deflates poorly, like a real screen capture). */
function screenshot() {
  const width = 320;
  const height = 200;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let noise = 7;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width * 3; x += 1) {
      noise = (noise * 1103515245 + 12345) >>> 0;
      raw[y * (width * 3 + 1) + 1 + x] = (x + y + (noise >>> 28)) & 0xff;
    }
  }
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return new Blob([png], { type: 'image/png' });
}

function entry(kind) {
  let found = kinds.get(kind);
  if (!found) {
    found = { histogram: new Histogram(), errors: 0, conflicts: 0 };
    kinds.set(kind, found);
  }
  return found;
}

function fail(kind, why) {
  entry(kind).errors += 1;
  if (failures.length < 20) failures.push(`${kind}: ${why}`);
}

/** The calls of one person, signed in with their token, in the UI language the server answers in. */
function crowdFor(token, attachment) {
  const headers = { authorization: `Bearer ${token}`, language: 'en-US', 'accept-encoding': 'br, gzip' };
  return {
    base: setup.base,
    attachment,
    fail,
    timed: (kind, ms) => entry(kind).histogram.record(ms),
    notified: () => {
      notices += 1;
    },
    /** Answers the envelope when its code is 200; otherwise records why and answers undefined. */
    async call(kind, method, url, body, form) {
      const started = performance.now();
      try {
        const response = await fetch(`${setup.base}${url}`, {
          method,
          headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const text = await response.text();
        const ms = performance.now() - started;
        if (!response.ok) return fail(kind, `HTTP ${response.status}`);
        const answer = JSON.parse(text);
        entry(kind).histogram.record(ms);
        if (answer.code === 200) return answer;
        if (STALE.has(answer.msg)) {
          entry(kind).conflicts += 1;
          return undefined;
        }
        return fail(kind, `code ${answer.code}: ${answer.msg}`);
      } catch (error) {
        return fail(kind, error instanceof Error ? error.message : String(error));
      }
    },
  };
}

let attachment;

/** Starts `who` spread evenly over `overMs`: people arrive through a ramp, not in one burst. */
function grow(who, overMs) {
  attachment ??= screenshot();
  who.forEach((person, index) => {
    setTimeout(
      () => {
        const simulated = new Person(person, setup.teams, crowdFor(person.token, attachment), setup.pace);
        people.push(simulated);
        simulated
          .live()
          .catch((error) => fail('person', error instanceof Error ? (error.stack ?? error.message) : String(error)));
      },
      (index * overMs) / who.length,
    );
  });
}

function collect(reset) {
  const report = {
    type: 'stats',
    kinds: Object.fromEntries(
      [...kinds].map(([kind, value]) => [
        kind,
        { histogram: value.histogram.toJSON(), errors: value.errors, conflicts: value.conflicts },
      ]),
    ),
    failures,
    notices,
    people: people.length,
    sockets: people.filter((person) => person.socket?.connected).length,
    loopP99Ms: loop.percentile(99) / 1e6,
  };
  if (reset) {
    kinds = new Map();
    failures = [];
    notices = 0;
    loop.reset();
  }
  return report;
}

process.on('message', (message) => {
  if (message.type === 'setup') setup = message.setup;
  if (message.type === 'grow') grow(message.people, message.overMs);
  if (message.type === 'collect') process.send?.(collect(message.reset));
  if (message.type === 'stop') {
    for (const person of people) person.stop();
    setTimeout(() => process.exit(0), 500);
  }
});
process.send?.({ type: 'ready' });
// A bench stopped from outside (a signal to its own process) leaves no crowd behind to load the next run.
process.on('disconnect', () => process.exit(0));
