import type { DiskEntry } from '@questline/contract';
import { type Answer, apiAs } from '../../test/api';
import { buildUser, signIn } from '../../test/factories';
import type { TestServer } from '../../test/server';

const UPLOAD_PATH = '/prod-api/questline/disk/upload';

/** tus metadata: comma-separated `key base64(value)` pairs. */
function metadataOf(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/**
 * The tus calls a browser's tus-js-client makes, over a real socket to the listening app at `origin` (issue 32):
 * tus answers through the raw response, which only a real connection carries as a browser sees it.
 */
export function diskUploadCalls(origin: string, token: string, language = 'en-US') {
  const headers = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', language };
  return {
    /** POST: creates an upload of `size` bytes; the answer's Location names it. */
    create(size: number, fields: Record<string, string>): Promise<Response> {
      return fetch(`${origin}${UPLOAD_PATH}`, {
        method: 'POST',
        headers: { ...headers, 'upload-length': String(size), 'upload-metadata': metadataOf(fields) },
      });
    },
    /** PATCH: sends `bytes` from `offset`. */
    send(location: string, offset: number, bytes: Buffer): Promise<Response> {
      return fetch(`${origin}${location}`, {
        method: 'PATCH',
        headers: { ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: bytes,
      });
    },
    /** HEAD: how far the upload got. */
    offset(location: string): Promise<Response> {
      return fetch(`${origin}${location}`, { method: 'HEAD', headers });
    },
    terminate(location: string): Promise<Response> {
      return fetch(`${origin}${location}`, { method: 'DELETE', headers });
    },
    /** A whole file in one creation and one PATCH; answers the landed entry's envelope. */
    async upload(content: Buffer, fields: Record<string, string>): Promise<Answer<DiskEntry>> {
      const created = await this.create(content.length, fields);
      if (created.status !== 201) return (await created.json()) as Answer<DiskEntry>;
      const sent = await this.send(created.headers.get('location') ?? '', 0, content);
      return (await sent.json()) as Answer<DiskEntry>;
    },
  };
}

/** A new signed-in person with the calls of the disk's tests: the API (answers in English) and tus uploads. */
export async function diskPerson(server: TestServer, origin: string) {
  const user = await buildUser(server.database.db);
  const token = await signIn(server.database.db, user.id);
  return { id: user.id, token, api: apiAs(server, token, 'en-US'), tus: diskUploadCalls(origin, token) };
}
