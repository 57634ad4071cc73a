import http, { type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { ResolvedAddress } from './targetGuard';

/** One request of a hop, as it goes on the wire. */
export interface Outgoing {
  method: string;
  url: URL;
  headers: [string, string][];
  body: Buffer | null;
}

/** One hop's answer: the body read up to the cap, after decompression. */
export interface HopAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: Buffer;
  truncated: boolean;
}

/**
 * Headers as Node takes them with the Host header it adds itself (it adds none to a list of pairs); a name given
 * twice is sent twice.
 */
function headerObject(pairs: readonly [string, string][]): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of pairs) {
    const known = headers[name];
    headers[name] = known === undefined ? value : [...(Array.isArray(known) ? known : [String(known)]), value];
  }
  return headers;
}

/** Connects to the address the guard checked, whatever the name would resolve to now. */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

function pairs(raw: readonly string[]): [string, string][] {
  const list: [string, string][] = [];
  for (let index = 0; index + 1 < raw.length; index += 2) list.push([raw[index] ?? '', raw[index + 1] ?? '']);
  return list;
}

/** The answer's bytes as the server meant them: compressed answers are inflated, so the cap counts what is read. */
function decoded(response: IncomingMessage): Readable {
  switch (String(response.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

async function readCapped(stream: Readable, maxBytes: number): Promise<{ body: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    if (size + buffer.length > maxBytes) {
      chunks.push(buffer.subarray(0, maxBytes - size));
      stream.destroy();
      return { body: Buffer.concat(chunks), truncated: true };
    }
    chunks.push(buffer);
    size += buffer.length;
  }
  return { body: Buffer.concat(chunks), truncated: false };
}

/**
 * One request and its answer, without following redirects, keeping no cookies and sharing no connection (no
 * agent): the connection goes to `target`, the address the guard checked, while the Host header and TLS keep the
 * name. Reading stops at `maxBytes`; `signal` ends it all at the time-out.
 */
export function exchange(
  outgoing: Outgoing,
  target: ResolvedAddress,
  options: { maxBytes: number; signal: AbortSignal },
): Promise<HopAnswer> {
  const client = outgoing.url.protocol === 'https:' ? https : http;
  return new Promise<HopAnswer>((resolve, reject) => {
    const request = client.request(
      outgoing.url,
      {
        method: outgoing.method,
        headers: headerObject(outgoing.headers),
        agent: false,
        lookup: pinnedLookup(target),
        signal: options.signal,
      },
      (response) => {
        const stream = decoded(response);
        stream.on('error', reject);
        readCapped(stream, options.maxBytes)
          .then(({ body, truncated }) => {
            // Nothing more of a cut answer is wanted: the connection goes rather than drain it.
            if (truncated) response.destroy();
            resolve({
              status: response.statusCode ?? 0,
              statusText: response.statusMessage ?? '',
              headers: pairs(response.rawHeaders),
              body,
              truncated,
            });
          })
          .catch(reject);
      },
    );
    request.on('error', reject);
    request.end(outgoing.body ?? undefined);
  });
}
