/**
 * The failures the API client was told to keep quiet (authCall, quiet): the person has not heard of them yet, so a
 * write's shared failure handling (ui/useWrite.ts, ADR 0143) says them unless the page shows them itself. A file of
 * its own so that the hook does not load the client with it.
 */
const unsaidFailures = new WeakSet<Error>();

/** A failure of a quiet call, marked as not yet shown. */
export function unsaid(message: string): Error {
  const error = new Error(message);
  unsaidFailures.add(error);
  return error;
}

/** True when this failure came from a call the client kept quiet, so nobody has shown it yet (spec point 8). */
export function wasKeptQuiet(error: unknown): boolean {
  return error instanceof Error && unsaidFailures.has(error);
}
