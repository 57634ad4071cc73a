// Latency histograms the crowd processes fill and the conductor merges (issue 37): buckets 2% wide on a log scale
// from 0.1 ms to 10 minutes, so a million samples of a soak take a few KB and travel over IPC as plain arrays.

const LOWEST_MS = 0.1;
const GROWTH = 1.02;
const LOG_GROWTH = Math.log(GROWTH);
const BUCKETS = Math.ceil(Math.log(600_000 / LOWEST_MS) / LOG_GROWTH) + 1;

/** @typedef {{ counts: number[], total: number, max: number }} HistogramData */

export class Histogram {
  constructor() {
    /** @type {Uint32Array} */
    this.counts = new Uint32Array(BUCKETS);
    this.total = 0;
    this.max = 0;
  }

  /** @param {number} ms */
  record(ms) {
    const index = ms <= LOWEST_MS ? 0 : Math.min(BUCKETS - 1, Math.ceil(Math.log(ms / LOWEST_MS) / LOG_GROWTH));
    this.counts[index] += 1;
    this.total += 1;
    if (ms > this.max) this.max = ms;
  }

  /** @param {HistogramData} data */
  add(data) {
    for (let index = 0; index < data.counts.length; index += 1) this.counts[index] += data.counts[index] ?? 0;
    this.total += data.total;
    if (data.max > this.max) this.max = data.max;
  }

  /**
   * The upper edge of the bucket holding the `share` quantile: never below the true value, at most 2% above.
   * @param {number} share
   */
  percentile(share) {
    if (this.total === 0) return 0;
    const rank = Math.ceil(this.total * share);
    let seen = 0;
    for (let index = 0; index < BUCKETS; index += 1) {
      seen += this.counts[index] ?? 0;
      if (seen >= rank) return Math.min(this.max, LOWEST_MS * GROWTH ** index);
    }
    return this.max;
  }

  /** @returns {HistogramData} only the used prefix of the buckets, for IPC */
  toJSON() {
    let last = BUCKETS - 1;
    while (last > 0 && this.counts[last] === 0) last -= 1;
    return { counts: Array.from(this.counts.subarray(0, last + 1)), total: this.total, max: this.max };
  }
}
