/** A clock a test moves by hand, to step over expiries, windows and locks without waiting. */
export function movableClock(start = Date.parse('2026-01-05T08:00:00.000Z')) {
  let time = start;
  return {
    now: () => new Date(time),
    advance(ms: number) {
      time += ms;
    },
  };
}
