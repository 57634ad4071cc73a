import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  PLAN_DELIVERABLES_MAX,
  type PlanDeliverable,
  type PlanItemType,
  ResultCode,
  type deliverableLinkBody,
  deliverableUploadFields,
  takesDeliverables,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/schema';
import { AppError, failure, notFound } from '../../http/errors';
import type { FileToSend } from '../../http/sendFile';
import { ValidationFailure } from '../../http/validation';
import { FileTooLargeError } from '../../storage/fileStorage';
import { displayFileName } from '../attachments/contentType';
import { attachmentLimitBytesOf, limitsOf } from '../projects/planLimits';
import {
  type PlanItemRecord,
  deliverableInProject,
  planInProject,
  planReadAccess,
  planWriteAccess,
} from './planAccess';
import { presentDeliverables } from './presenter';

type Db = Kysely<Database>;

/** Deliverables belong to plans and milestones only, at most PLAN_DELIVERABLES_MAX each. */
async function deliverableTarget(db: Db, projectId: number, planId: number): Promise<PlanItemRecord> {
  const plan = await planInProject(db, projectId, planId);
  if (!takesDeliverables(plan.item_type as PlanItemType)) throw failure('planDeliverableWrongType');
  const count = await db
    .selectFrom('plan_deliverables')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('plan_id', '=', plan.id)
    .executeTakeFirstOrThrow();
  if (Number(count.count) >= PLAN_DELIVERABLES_MAX)
    throw failure('planDeliverablesFull', { max: PLAN_DELIVERABLES_MAX });
  return plan;
}

async function presentOne(db: Db, projectId: number, deliverableId: number): Promise<PlanDeliverable> {
  const [row] = await presentDeliverables(db, projectId, [await deliverableInProject(db, projectId, deliverableId)]);
  if (!row) throw new Error('deliverable vanished while presenting it');
  return row;
}

/** GET projectPlan/deliverable/list: a plan's or milestone's deliverables, oldest first. */
export async function listDeliverables(
  db: Db,
  options: { projectId: number; planId: number; userId: number },
): Promise<PlanDeliverable[]> {
  await planReadAccess(db, options);
  const plan = await planInProject(db, options.projectId, options.planId);
  const rows = await db
    .selectFrom('plan_deliverables')
    .selectAll()
    .where('plan_id', '=', plan.id)
    .orderBy('id')
    .execute();
  return presentDeliverables(db, options.projectId, rows);
}

/** POST projectPlan/deliverable/link (spec point 5: link format checked, file name required). */
export async function addDeliverableLink(
  db: Db,
  options: { body: z.infer<typeof deliverableLinkBody>; userId: number; now: Date },
): Promise<PlanDeliverable> {
  const { body, userId, now } = options;
  await planWriteAccess(db, { projectId: body.projectId, userId, now });
  const plan = await deliverableTarget(db, body.projectId, body.planId);
  const { id } = await db
    .insertInto('plan_deliverables')
    .values({
      project_id: body.projectId,
      plan_id: plan.id,
      kind: 'link',
      file_name: body.fileName,
      url: body.url,
      storage_key: null,
      mime_type: null,
      size: null,
      uploader_id: userId,
      create_time: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return presentOne(db, body.projectId, id);
}

async function storeDeliverable(
  deps: Pick<AppDeps, 'db' | 'files'>,
  options: { fields: Record<string, string>; part: MultipartFile; userId: number; now: Date },
): Promise<PlanDeliverable> {
  const parsed = deliverableUploadFields.safeParse(
    { projectId: options.fields.projectId, planId: options.fields.planId },
    { reportInput: true },
  );
  if (!parsed.success) throw new ValidationFailure(parsed.error.issues);
  const { projectId, planId } = parsed.data;
  const { project } = await planWriteAccess(deps.db, { projectId, userId: options.userId, now: options.now });
  const plan = await deliverableTarget(deps.db, projectId, planId);
  const fileName = displayFileName(options.fields.fileName?.trim() || options.part.filename);
  const owner = await deps.db
    .selectFrom('users')
    .select('version_code')
    .where('id', '=', project.owner_id)
    .executeTakeFirst();
  const versionCode = owner?.version_code ?? 0;
  let stored;
  try {
    // Deliverables follow the attachment limits of the owner's plan (spec point 5 "Attachments").
    stored = await deps.files.put('attachments', options.part.file, { maxBytes: attachmentLimitBytesOf(versionCode) });
  } catch (error) {
    if (!(error instanceof FileTooLargeError)) throw error;
    const limit = limitsOf(versionCode).attachmentLimitMb;
    throw new AppError(
      ResultCode.planLimit,
      'attachmentTooLarge',
      { max: limit },
      { limit, versionCode, kind: 'attachmentSize' },
    );
  }
  try {
    const { id } = await deps.db
      .insertInto('plan_deliverables')
      .values({
        project_id: projectId,
        plan_id: plan.id,
        kind: 'file',
        file_name: fileName,
        url: null,
        storage_key: stored.key,
        mime_type: options.part.mimetype || 'application/octet-stream',
        size: stored.size,
        uploader_id: options.userId,
        create_time: options.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return await presentOne(deps.db, projectId, id);
  } catch (error) {
    await deps.files.remove(stored.key);
    throw error;
  }
}

/** POST projectPlan/deliverable/upload: fields projectId, planId (and an optional fileName) before `file`. */
export async function receiveDeliverable(
  deps: Pick<AppDeps, 'db' | 'files'>,
  options: { parts: AsyncIterable<Multipart>; userId: number; now: Date },
): Promise<PlanDeliverable> {
  const fields: Record<string, string> = {};
  for await (const part of options.parts) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
    } else if (part.fieldname === 'file') {
      return storeDeliverable(deps, { ...options, fields, part });
    } else {
      part.file.resume();
    }
  }
  const parsed = deliverableUploadFields.safeParse(
    { projectId: fields.projectId, planId: fields.planId },
    { reportInput: true },
  );
  if (!parsed.success) throw new ValidationFailure(parsed.error.issues);
  throw failure('planDeliverableFileMissing');
}

/** GET projectPlan/deliverable/{id}: a stored file for members; a link has nothing to download. */
export async function deliverableFile(
  db: Db,
  options: { projectId: number; deliverableId: number; userId: number },
): Promise<FileToSend> {
  await planReadAccess(db, options);
  const row = await deliverableInProject(db, options.projectId, options.deliverableId);
  if (row.storage_key === null) throw notFound();
  return {
    key: row.storage_key,
    fileName: row.file_name,
    // Always saved, never rendered: a deliverable is whatever the uploader chose to share.
    contentType: 'application/octet-stream',
    disposition: 'attachment',
    cacheControl: 'private, no-cache',
  };
}

/** DELETE projectPlan/deliverable/{id}: the row, then its file. */
export async function removeDeliverable(
  deps: Pick<AppDeps, 'db' | 'files'>,
  options: { projectId: number; deliverableId: number; userId: number; now: Date },
): Promise<void> {
  await planWriteAccess(deps.db, options);
  const row = await deliverableInProject(deps.db, options.projectId, options.deliverableId);
  await deps.db.deleteFrom('plan_deliverables').where('id', '=', row.id).execute();
  if (row.storage_key !== null) await deps.files.remove(row.storage_key);
}
