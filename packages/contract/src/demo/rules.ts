/**
 * The live demo (issue 39, ADR 0121): a visitor tries Questline in a sandbox of their own, a copy of the bilingual demo
 * team, without an account. These are its limits; the server holds them and the pages say them.
 */

/** A sandbox no call has touched for this long is removed with everything in it. */
export const DEMO_IDLE_MS = 2 * 3_600_000;

/** Sandboxes that may live at once unless DEMO_SEATS says otherwise; past it a visitor is asked to register instead. */
export const DEMO_SEATS_DEFAULT = 50;

/** Sandboxes one address may open in a window, so a script cannot take every seat. */
export const DEMO_STARTS_PER_ADDRESS = 5;
export const DEMO_STARTS_WINDOW_MS = 3_600_000;

/** The largest body a demo person may send: nothing bigger is uploaded into a sandbox. */
export const DEMO_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** Whether a sandbox last active at `lastActive` is over at `now`. */
export function demoIdleOver(lastActive: string, now: Date): boolean {
  return now.getTime() - Date.parse(lastActive) >= DEMO_IDLE_MS;
}
