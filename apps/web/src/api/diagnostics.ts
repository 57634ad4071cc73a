import { API_BASE, type ApiOk, DIAGNOSTICS_PATHS } from '@questline/contract';
import { post } from './client';

/** Asks the server to push `seq` back to this session over the socket (issue 34, /devTest); failures are quiet. */
export function sendDiagnosticPush(seq: number): Promise<ApiOk<number>> {
  return post<ApiOk<number>>(DIAGNOSTICS_PATHS.push, { seq }, { quiet: true });
}

/** The test stream's address for EventSource, which sends the session cookie but no headers of its own. */
export function diagnosticEventsUrl(intervalMs: number): string {
  return `${API_BASE}${DIAGNOSTICS_PATHS.events}?intervalMs=${String(intervalMs)}`;
}
