import { randomBytes } from 'node:crypto';
import { PassThrough, Readable, type Writable } from 'node:stream';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { failure, notFound } from '../../http/errors';
import type { StoredFile } from '../../storage/fileStorage';

/** Spec point 7 "File download": a generated file waits this long for its one fetch. */
export const DOWNLOAD_TTL_MS = 10 * 60_000;

const ticketSchema = z.object({
  userId: z.number().int(),
  key: z.string(),
  fileName: z.string(),
  contentType: z.string(),
});
export type DownloadTicket = z.infer<typeof ticketSchema>;

const entryKey = (name: string) => `download:${name}`;

export interface DownloadRequest {
  /** Who may fetch it: only this user. */
  userId: number;
  /** The name the browser saves it under, e.g. "issues-2026-05-01.xlsx". */
  fileName: string;
  contentType: string;
  /** The content, or a writer that streams it (e.g. exceljs `workbook.xlsx.write(stream)`); the stream is ended after it resolves. */
  write: Buffer | ((stream: Writable) => Promise<void>);
}

async function storeContent(deps: Pick<AppDeps, 'files'>, write: DownloadRequest['write']): Promise<StoredFile> {
  if (Buffer.isBuffer(write)) return deps.files.put('downloads', Readable.from([write]));
  const stream = new PassThrough();
  const writing = write(stream).then(
    () => {
      if (!stream.writableEnded) stream.end();
    },
    (error: unknown) => {
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    },
  );
  // Whichever side fails first rejects; the other side's failure is then the same story.
  writing.catch(() => undefined);
  const [stored] = await Promise.all([deps.files.put('downloads', stream), writing]);
  return stored;
}

/**
 * Stores a generated file (an export) and answers the opaque name to fetch it once from
 * GET /common/download. The name is random, never a path; the ticket behind it says who may fetch it
 * and lives 10 minutes in the shared store, so any instance can serve it.
 */
export async function issueDownload(deps: Pick<AppDeps, 'files' | 'store'>, request: DownloadRequest): Promise<string> {
  const stored = await storeContent(deps, request.write);
  const name = randomBytes(24).toString('base64url');
  const ticket: DownloadTicket = {
    userId: request.userId,
    key: stored.key,
    fileName: request.fileName,
    contentType: request.contentType,
  };
  await deps.store.put(entryKey(name), JSON.stringify(ticket), DOWNLOAD_TTL_MS);
  return name;
}

/**
 * The ticket of a name, for its owner only: another user's name answers 404 as if it did not exist
 * (and stays usable for its owner). With `consume` the ticket is taken, so a second fetch, or a race of
 * two, gets "invalid or already used".
 */
export async function openDownload(
  deps: Pick<AppDeps, 'store'>,
  request: { name: string; userId: number; consume: boolean },
): Promise<DownloadTicket> {
  const raw = await deps.store.get(entryKey(request.name));
  if (raw === undefined) throw failure('downloadInvalid');
  const ticket = ticketSchema.parse(JSON.parse(raw));
  if (ticket.userId !== request.userId) throw notFound();
  if (request.consume && (await deps.store.take(entryKey(request.name))) === undefined) {
    throw failure('downloadInvalid');
  }
  return ticket;
}
