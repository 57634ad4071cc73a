import { randomBytes } from 'node:crypto';
import { API_BASE, RESOURCE_LINK_TTL_MS, RESOURCE_PATHS, type ResourceLink } from '@questline/contract';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { failure, notFound } from '../../http/errors';
import type { FileToSend } from '../../http/sendFile';
import { publishedResource, requireEntitlement } from './entitlement';

const ticketSchema = z.object({ userId: z.number().int(), fileId: z.number().int() });
const ticketKey = (ticket: string) => `resourceLink:${ticket}`;

/**
 * resources/link: checks the caller's entitlement (403 with the ways in) and hands out a link to one file. The link
 * is a random ticket in the shared store (any instance serves it), bound to the caller and alive for
 * RESOURCE_LINK_TTL_MS; it may be fetched again meanwhile (a video seeks, a download resumes). The download is
 * counted here, once per link.
 */
export async function issueResourceLink(
  deps: Pick<AppDeps, 'db' | 'store'>,
  request: { userId: number; resourceId: number; fileId: number; now: Date },
): Promise<ResourceLink> {
  const record = await publishedResource(deps.db, request.resourceId);
  await requireEntitlement(deps.db, request, record);
  const file = await deps.db
    .selectFrom('resource_files')
    .select('id')
    .where('id', '=', request.fileId)
    .where('resource_id', '=', record.id)
    .executeTakeFirst();
  if (!file) throw notFound();
  const ticket = randomBytes(32).toString('base64url');
  await deps.store.put(
    ticketKey(ticket),
    JSON.stringify({ userId: request.userId, fileId: file.id }),
    RESOURCE_LINK_TTL_MS,
  );
  await deps.db
    .updateTable('resources')
    .set((eb) => ({ downloads: eb('downloads', '+', 1) }))
    .where('id', '=', record.id)
    .execute();
  return {
    url: `${API_BASE}${RESOURCE_PATHS.download}/${ticket}`,
    expiresAt: new Date(request.now.getTime() + RESOURCE_LINK_TTL_MS).toISOString(),
  };
}

/**
 * The file behind a ticket, for the person it was handed to: an expired, unknown or someone else's ticket is the
 * same "expired or not valid" (a link passed on tells its new holder nothing).
 */
export async function openResourceLink(
  deps: Pick<AppDeps, 'db' | 'store'>,
  request: { ticket: string; userId: number },
): Promise<FileToSend> {
  const raw = await deps.store.get(ticketKey(request.ticket));
  const ticket = raw === undefined ? undefined : ticketSchema.parse(JSON.parse(raw));
  if (!ticket || ticket.userId !== request.userId) throw failure('resourceLinkExpired');
  const file = await deps.db
    .selectFrom('resource_files')
    .select(['storage_key', 'name'])
    .where('id', '=', ticket.fileId)
    .executeTakeFirst();
  if (!file) throw notFound();
  return {
    key: file.storage_key,
    fileName: file.name,
    contentType: 'application/octet-stream',
    disposition: 'attachment',
    cacheControl: 'private, no-store',
  };
}
