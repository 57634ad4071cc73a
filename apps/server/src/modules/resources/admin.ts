import type { Multipart } from '@fastify/multipart';
import {
  RESOURCE_FILES_MAX,
  RESOURCE_FILE_MAX_BYTES,
  type ResourceAdminRow,
  type ResourceCoverImage,
  type ResourceFileRow,
  type editResourceBody,
  type resourceBody,
  formatByteSize,
  resourceFileFields,
} from '@questline/contract';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/schema';
import { failure, notFound } from '../../http/errors';
import { removeStoredImage, storeImage } from '../../http/storedImage';
import { ValidationFailure } from '../../http/validation';
import { FileTooLargeError, type FileStorage } from '../../storage/fileStorage';
import { displayFileName } from '../attachments/contentType';
import { type AuditActor, recordAudit } from '../admin/auditLog';
import { coverUrl, filesOf, presentAdminRow } from './present';

type Db = Kysely<Database>;

/**
 * Removes stored files after the rows that named them are gone: a file that cannot be removed now (storage down) is
 * only space, and the change the caller asked for has already been made.
 */
async function removeStored(removals: (() => Promise<void>)[]): Promise<void> {
  await Promise.allSettled(removals.map((remove) => remove()));
}
type Fields = z.infer<typeof resourceBody>;

const columns = (fields: Fields) => ({
  title: fields.title,
  category: fields.category,
  description: fields.description,
  cover: fields.cover,
  price_fen: fields.priceFen,
  points_price: fields.pointsPrice,
  members_free: fields.membersFree ? (1 as const) : (0 as const),
  published: fields.published ? (1 as const) : (0 as const),
});

async function adminRow(db: Db, resourceId: number): Promise<ResourceAdminRow> {
  const record = await db.selectFrom('resources').selectAll().where('id', '=', resourceId).executeTakeFirst();
  if (!record) throw notFound();
  const files = await filesOf(db, [record.id]);
  return presentAdminRow(record, files.get(record.id) ?? []);
}

async function fileCount(db: Db | Transaction<Database>, resourceId: number): Promise<number> {
  const held = await db
    .selectFrom('resource_files')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('resource_id', '=', resourceId)
    .executeTakeFirstOrThrow();
  return Number(held.count);
}

/** The administrators' list: every resource, published or not, newest first, with its files. */
export async function listAllResources(db: Db): Promise<ResourceAdminRow[]> {
  const records = await db.selectFrom('resources').selectAll().orderBy('id', 'desc').execute();
  const files = await filesOf(
    db,
    records.map((record) => record.id),
  );
  return records.map((record) => presentAdminRow(record, files.get(record.id) ?? []));
}

export async function addResource(
  db: Db,
  options: { actor: AuditActor; fields: Fields; now: Date },
): Promise<ResourceAdminRow> {
  const at = options.now.toISOString();
  const row = await db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('resources')
      .values({ ...columns(options.fields), create_time: at, update_time: at })
      .returning(['id', 'title'])
      .executeTakeFirstOrThrow();
    // Issue 35: the administration area's audit log, in the same transaction.
    await recordAudit(trx, {
      actor: options.actor,
      action: 'resourceCreate',
      targetType: 'resource',
      targetId: added.id,
      targetLabel: added.title,
      before: null,
      after: options.fields,
      now: options.now,
    });
    return added;
  });
  return adminRow(db, row.id);
}

/** Every field again; a replaced cover's picture is removed. What was bought stays bought at its old price. */
export async function editResource(
  deps: Pick<AppDeps, 'db' | 'files'>,
  options: { actor: AuditActor; fields: z.infer<typeof editResourceBody>; now: Date },
): Promise<ResourceAdminRow> {
  const { fields } = options;
  const previous = await deps.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('resources').selectAll().where('id', '=', fields.resourceId).executeTakeFirst();
    if (!before) throw notFound();
    await trx
      .updateTable('resources')
      .set({ ...columns(fields), update_time: options.now.toISOString() })
      .where('id', '=', fields.resourceId)
      .execute();
    await recordAudit(trx, {
      actor: options.actor,
      action: 'resourceEdit',
      targetType: 'resource',
      targetId: fields.resourceId,
      targetLabel: fields.title,
      before,
      after: fields,
      now: options.now,
    });
    return before;
  });
  if (previous.cover !== fields.cover) {
    await removeStored([() => removeStoredImage(deps.files, 'resourceCovers', previous.cover)]);
  }
  return adminRow(deps.db, fields.resourceId);
}

/** Removes a resource, its files and its cover; the purchases go with it (the orders keep the title and price). */
export async function removeResource(
  deps: Pick<AppDeps, 'db' | 'files' | 'now'>,
  options: { actor: AuditActor; resourceId: number },
): Promise<void> {
  const { resourceId } = options;
  const { record, files } = await deps.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('resources').selectAll().where('id', '=', resourceId).executeTakeFirst();
    if (!before) throw notFound();
    const stored = await trx
      .selectFrom('resource_files')
      .select(['name', 'storage_key'])
      .where('resource_id', '=', resourceId)
      .execute();
    await trx.deleteFrom('resources').where('id', '=', resourceId).execute();
    await recordAudit(trx, {
      actor: options.actor,
      action: 'resourceDelete',
      targetType: 'resource',
      targetId: resourceId,
      targetLabel: before.title,
      before: { ...before, files: stored.map((file) => file.name) },
      after: null,
      now: deps.now(),
    });
    return { record: before, files: stored };
  });
  await removeStored([
    ...files.map((file) => () => deps.files.remove(file.storage_key)),
    () => removeStoredImage(deps.files, 'resourceCovers', record.cover),
  ]);
}

/** admin/cover: stores a PNG or JPEG (told by its bytes) for the resource form to save. */
export async function storeResourceCover(files: FileStorage, content: Buffer): Promise<ResourceCoverImage> {
  const cover = await storeImage(files, 'resourceCovers', content);
  if (!cover) throw failure('resourceCoverNotImage');
  return { cover, coverUrl: coverUrl(cover) ?? '' };
}

/**
 * admin/file: the `resourceId` field, then one file, streamed to storage and cut off past RESOURCE_FILE_MAX_BYTES
 * (nothing kept). A resource holding RESOURCE_FILES_MAX files takes no more.
 */
export async function receiveResourceFile(
  deps: Pick<AppDeps, 'db' | 'files'>,
  options: { actor: AuditActor; parts: AsyncIterable<Multipart>; now: Date },
): Promise<ResourceFileRow> {
  const fields: Record<string, string> = {};
  for await (const part of options.parts) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const parsed = resourceFileFields.safeParse({ resourceId: fields.resourceId }, { reportInput: true });
    if (!parsed.success) {
      part.file.resume();
      throw new ValidationFailure(parsed.error.issues);
    }
    const { resourceId } = parsed.data;
    const exists = await deps.db.selectFrom('resources').select('id').where('id', '=', resourceId).executeTakeFirst();
    if (!exists) {
      part.file.resume();
      throw notFound();
    }
    // Checked before the bytes arrive as well, so a full resource does not take a large file in vain.
    if ((await fileCount(deps.db, resourceId)) >= RESOURCE_FILES_MAX) {
      part.file.resume();
      throw failure('resourceFilesFull', { max: RESOURCE_FILES_MAX });
    }
    let stored;
    try {
      stored = await deps.files.put('resources', part.file, { maxBytes: RESOURCE_FILE_MAX_BYTES });
    } catch (error) {
      if (error instanceof FileTooLargeError) {
        throw failure('resourceFileTooLarge', { max: formatByteSize(RESOURCE_FILE_MAX_BYTES) });
      }
      throw error;
    }
    const at = options.now.toISOString();
    try {
      const row = await deps.db.transaction().execute(async (trx) => {
        // Touching the resource first queues concurrent uploads on its row, so the count below cannot be stale.
        const touched = await trx
          .updateTable('resources')
          .set({ update_time: at })
          .where('id', '=', resourceId)
          .returning('title')
          .executeTakeFirst();
        if (!touched) throw notFound();
        if ((await fileCount(trx, resourceId)) >= RESOURCE_FILES_MAX) {
          throw failure('resourceFilesFull', { max: RESOURCE_FILES_MAX });
        }
        const added = await trx
          .insertInto('resource_files')
          .values({
            resource_id: resourceId,
            name: displayFileName(part.filename),
            storage_key: stored.key,
            size: stored.size,
            create_time: at,
          })
          .returning(['id', 'name', 'size'])
          .executeTakeFirstOrThrow();
        await recordAudit(trx, {
          actor: options.actor,
          action: 'resourceFileAdd',
          targetType: 'resource',
          targetId: resourceId,
          targetLabel: touched.title,
          before: null,
          after: { fileId: added.id, name: added.name, size: Number(added.size) },
          now: options.now,
        });
        return added;
      });
      return { fileId: row.id, name: row.name, size: Number(row.size) };
    } catch (error) {
      // The resource went away or filled up meanwhile, or the database failed: the file is not kept.
      await removeStored([() => deps.files.remove(stored.key)]);
      throw error;
    }
  }
  throw failure('resourceFileMissing');
}

export async function removeResourceFile(
  deps: Pick<AppDeps, 'db' | 'files' | 'now'>,
  options: { actor: AuditActor; fileId: number },
): Promise<void> {
  const file = await deps.db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('resource_files')
      .innerJoin('resources', 'resources.id', 'resource_files.resource_id')
      .select([
        'resource_files.storage_key',
        'resource_files.name',
        'resource_files.size',
        'resources.id',
        'resources.title',
      ])
      .where('resource_files.id', '=', options.fileId)
      .executeTakeFirst();
    if (!found) throw notFound();
    await trx.deleteFrom('resource_files').where('id', '=', options.fileId).execute();
    await recordAudit(trx, {
      actor: options.actor,
      action: 'resourceFileRemove',
      targetType: 'resource',
      targetId: found.id,
      targetLabel: found.title,
      before: { fileId: options.fileId, name: found.name, size: Number(found.size) },
      after: null,
      now: deps.now(),
    });
    return found;
  });
  await removeStored([() => deps.files.remove(file.storage_key)]);
}
