import { describe, expect, it } from 'vitest';
import { pushVerdict, socketVerdict, streamVerdict, summariseSamples } from './rules';

describe('the streaming test page reads its measures (issue 34, /devTest)', () => {
  it('summarises samples by nearest-rank median and 95th percentile, and keeps the latest', () => {
    expect(summariseSamples([])).toEqual({ count: 0, median: null, p95: null, last: null });
    const samples = [30, 10, 20, 40, 1000, 15, 12, 11, 13, 14, 16, 17, 18, 19, 21, 22, 23, 24, 25, 26];
    expect(summariseSamples(samples)).toEqual({ count: 20, median: 19, p95: 40, last: 26 });
    expect(summariseSamples([7])).toEqual({ count: 1, median: 7, p95: 7, last: 7 });
  });

  it('names a socket that fell back to long polling, and one that dropped after connecting', () => {
    expect(socketVerdict({ connected: false, transport: null, everConnected: false })).toBe('connecting');
    expect(socketVerdict({ connected: true, transport: 'websocket', everConnected: true })).toBe('websocket');
    expect(socketVerdict({ connected: true, transport: 'polling', everConnected: true })).toBe('polling');
    expect(socketVerdict({ connected: false, transport: 'websocket', everConnected: true })).toBe('down');
  });

  it('calls pushes lost as soon as one did not arrive', () => {
    expect(pushVerdict({ arrived: 0, lost: 0 })).toBe('waiting');
    expect(pushVerdict({ arrived: 3, lost: 0 })).toBe('arriving');
    expect(pushVerdict({ arrived: 3, lost: 1 })).toBe('lost');
  });

  it('reads a stream whose events come bunched together as buffered by something on the way', () => {
    expect(streamVerdict([1000, 990, 1010, 1000], 1000)).toBe('waiting');
    expect(streamVerdict([1000, 990, 1010, 1000, 1003], 1000)).toBe('steady');
    // Held back, then let through together: most gaps are a few milliseconds.
    expect(streamVerdict([4900, 2, 1, 3, 2, 5000, 1, 2], 1000)).toBe('buffered');
    // A loaded machine delays some events, which then follow closely: still under half.
    expect(streamVerdict([1000, 1800, 200, 1000, 990, 1010], 1000)).toBe('steady');
  });
});
