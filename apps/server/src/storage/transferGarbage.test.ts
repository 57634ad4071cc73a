import v8 from 'node:v8';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { collectTransferGarbage } from './transferGarbage';

const MB = 1024 * 1024;

type Collect = (options?: { type: 'minor' }) => void;

/** V8's own collector, as `--expose-gc` gives it to the server (a context made after the flag carries it). */
function realCollector(): Collect {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as Collect;
}

/** Allocates `bytes` in 64 KB buffers, as a stream reads them, and drops them at once. */
function passThrough(bytes: number): void {
  let kept = 0;
  for (let sent = 0; sent < bytes; sent += 64 * 1024) kept ^= Buffer.allocUnsafeSlow(64 * 1024).length;
  expect(kept).toBeGreaterThanOrEqual(0);
}

const buffers = () => process.memoryUsage().arrayBuffers;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Issue 32 (ADR 0146): the garbage of file transfers is collected within its allowance, not at V8's 32 MB. */
describe('collecting the garbage of file transfers', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('collects the dead buffers of a transfer once they pass 8 MB, well before V8 would on its own', async () => {
    const collect = realCollector();
    collect();
    const before = buffers();
    stop = collectTransferGarbage(collect);
    // 24 MB stays under the 32 MB of young buffers at which V8 collects by itself.
    passThrough(24 * MB);
    expect(buffers() - before).toBeGreaterThan(20 * MB);
    await expect.poll(() => buffers() - before, { timeout: 2000, interval: 50 }).toBeLessThan(8 * MB);
  });

  it('takes what a transfer holds as live: one young and one full collection, then none while it is held', async () => {
    const collect = realCollector();
    collect();
    const before = buffers();
    const asked = { minor: 0, full: 0 };
    stop = collectTransferGarbage((options) => {
      asked[options ? 'minor' : 'full'] += 1;
      collect(options);
    });
    const held = Array.from({ length: 320 }, () => Buffer.alloc(64 * 1024, 1));
    await wait(1500);
    expect(buffers() - before).toBeGreaterThan(19 * MB);
    expect(held).toHaveLength(320);
    expect(asked).toEqual({ minor: 1, full: 1 });
  });

  it('does nothing where the process was started without --expose-gc', () => {
    stop = collectTransferGarbage(undefined);
    expect(stop()).toBeUndefined();
  });
});
