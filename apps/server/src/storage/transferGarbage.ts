/**
 * Keeps the garbage of file transfers small (issue 32, ADR 0146). Every piece a socket or file stream reads arrives
 * in a fresh ArrayBuffer, dead once written on, but V8 forces a young collection only after 32 MB of them (twice its
 * default semi-space, whatever `--max-semi-space-size` says); pieces caught in flight by a collection wait in the old
 * generation for a full one, and the JS heap of a busy path grows until the old generation's first limit: a 1 GB
 * upload took the server 45 to 59 MB above idle in garbage alone. When the process runs with `--expose-gc` (npm start,
 * the image, the benches) a check every CHECK_MS asks for a young collection once the buffers pass their allowance,
 * and for a full one (at most one a second) when a young one did not bring them back or when the heap grew past its
 * own. Without the flag (tests, e2e, other launchers) nothing runs.
 */

const MB = 1024 * 1024;
/** Each check reads process.memoryUsage() (tens of microseconds): 20 a second cost about 0.1 % of a core. */
const CHECK_MS = 50;
/** ArrayBuffers allowed above the lowest seen since the last full collection before a young collection. */
const BUFFERS_ALLOWANCE = 8 * MB;
/** JS heap allowed above what the last full collection left before another. */
const HEAP_ALLOWANCE = 12 * MB;
/**
 * At most one full collection a second. Each leaves V8 a tight old-generation limit, after which it marks the heap
 * itself at nearly every young collection while a transfer runs: the price of staying within 30 MB (ADR 0146).
 */
const FULL_GAP_MS = 1000;

/** `gc({ type: 'minor' })` collects the young generation; `gc()` everything (Node 20 ignores `{ type: 'major' }`). */
type Collect = (options?: { type: 'minor' }) => void;

interface Usage {
  arrayBuffers: number;
  heapUsed: number;
}

const usage = (): Usage => {
  const { arrayBuffers, heapUsed } = process.memoryUsage();
  return { arrayBuffers, heapUsed };
};

/** The collector `--expose-gc` puts on the global object, when it is there. */
function exposedCollector(): Collect | undefined {
  const candidate: unknown = (globalThis as { gc?: unknown }).gc;
  return typeof candidate === 'function' ? (candidate as Collect) : undefined;
}

/** Starts the checks; answers how to stop them. */
export function collectTransferGarbage(collect: Collect | undefined = exposedCollector()): () => void {
  if (!collect) return () => undefined;
  // The lowest figures since the last full collection (V8's own collections lower them too): live data stays in
  // them, so what passes them by an allowance is garbage.
  let floor = usage();
  // The buffers' figure young collections are judged from: raised to what outlived one, so that buffers waiting for
  // a full collection do not ask for a young one at every check.
  let youngFloor = floor.arrayBuffers;
  let lastFull = 0;
  // A young collection frees its buffers a moment later (V8 sweeps them in the background), so the check after it
  // judges it.
  let youngAsked = false;
  const full = () => {
    collect();
    lastFull = Date.now();
    floor = usage();
    youngFloor = floor.arrayBuffers;
    youngAsked = false;
  };
  const timer = setInterval(() => {
    const now = usage();
    floor = {
      arrayBuffers: Math.min(floor.arrayBuffers, now.arrayBuffers),
      heapUsed: Math.min(floor.heapUsed, now.heapUsed),
    };
    youngFloor = Math.min(youngFloor, now.arrayBuffers);
    const fullAllowed = Date.now() - lastFull >= FULL_GAP_MS;
    if (now.heapUsed - floor.heapUsed > HEAP_ALLOWANCE && fullAllowed) return full();
    if (now.arrayBuffers - youngFloor <= BUFFERS_ALLOWANCE) {
      youngAsked = false;
      return undefined;
    }
    if (youngAsked) {
      youngAsked = false;
      if (now.arrayBuffers - floor.arrayBuffers > BUFFERS_ALLOWANCE && fullAllowed) return full();
      // What outlived the young collection waits for a full one; young ones start again from here.
      youngFloor = now.arrayBuffers;
      return undefined;
    }
    collect({ type: 'minor' });
    youngAsked = true;
    return undefined;
  }, CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
