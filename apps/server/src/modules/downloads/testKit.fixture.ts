import type { Writable } from 'node:stream';
import type { TestServer } from '../../test/server';
import { type DownloadTicket, issueDownload } from './downloads';

/** Issues downloads straight through the service, as the export call will. */
export function downloadCalls(server: TestServer) {
  const deps = { files: server.files, store: server.store };
  return {
    async issue(
      userId: number,
      write: Buffer | ((stream: Writable) => Promise<void>),
      fileName = 'issues.xlsx',
    ): Promise<{ name: string; key: string }> {
      const name = await issueDownload(deps, {
        userId,
        fileName,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        write,
      });
      const raw = await deps.store.get(`download:${name}`);
      return { name, key: (JSON.parse(raw ?? '{}') as DownloadTicket).key };
    },
  };
}
