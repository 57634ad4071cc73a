import fs from 'node:fs';
import path from 'node:path';

/** One JSON line of the server's pino log. */
export type LogEntry = Record<string, unknown> & { msg?: string };

export function serverLogFile(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set; run through e2e/playwright.config.ts');
  return path.join(dataDir, 'server.log');
}

function entries(): LogEntry[] {
  if (!fs.existsSync(serverLogFile())) return [];
  return fs
    .readFileSync(serverLogFile(), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogEntry);
}

/**
 * Waits for the newest log entry that matches, written after `since` entries existed. The default SMS and
 * mail providers write codes to the log (README "Configuration"), which is how a journey reads them.
 */
export async function waitForLogEntry(
  match: (entry: LogEntry) => boolean,
  options: { since?: number; timeoutMs?: number } = {},
): Promise<LogEntry> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const found = entries()
      .slice(options.since ?? 0)
      .filter(match)
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no matching server log entry');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many entries the log holds now: pass it as `since` to wait only for newer ones. */
export function logLength(): number {
  return entries().length;
}
