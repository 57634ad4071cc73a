// The benches' one seeded random (issue 29): the data generator (generate/world.ts) and the capacity bench's people
// (capacity/person.mjs) draw from it, so two runs generate the same data and make the same choices.

/**
 * mulberry32: small, fast and seeded.
 * @param {number} seed
 * @returns {() => number} the next number in [0, 1)
 */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
