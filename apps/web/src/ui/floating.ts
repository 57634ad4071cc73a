/**
 * An event handler whose async work nobody awaits, let go on purpose: the API client has already told the person
 * about a failed call (spec point 8), and an event handler has no caller to hand the promise to (ADR 0138).
 */
export function floating<Args extends unknown[]>(
  work: (...args: Args) => PromiseLike<unknown>,
): (...args: Args) => void {
  return (...args) => void work(...args);
}
