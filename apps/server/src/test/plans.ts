import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStorage } from '../storage/fileStorage';

export interface PlanObjects {
  /** A plan group holding one plan assigned to the member; the plan has one file deliverable. */
  planGroupId: number;
  planId: number;
  /** The `updateTime` both items were made with, which an edit carries. */
  planUpdateTime: string;
  deliverableId: number;
}

/** The plan objects of a world (issue 13), straight into the database; with `files` the file is stored too. */
export async function buildPlanObjects(
  db: Kysely<Database>,
  options: { projectId: number; memberId: number; creatorId: number; files?: FileStorage },
): Promise<PlanObjects> {
  const time = new Date().toISOString();
  const common = {
    project_id: options.projectId,
    creator_id: options.creatorId,
    start_date: '2030-01-01',
    end_date: '2030-01-31',
    create_time: time,
    update_time: time,
  };
  const group = await db
    .insertInto('plan_items')
    .values({ ...common, parent_id: null, item_type: 1, name: 'Release 1', assignee_id: null, publish_time: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const plan = await db
    .insertInto('plan_items')
    .values({
      ...common,
      parent_id: group.id,
      item_type: 2,
      name: 'Sign-in',
      assignee_id: options.memberId,
      publish_time: '2030-02-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stored = options.files
    ? await options.files.put('attachments', Readable.from([Buffer.from('design')]))
    : undefined;
  const deliverable = await db
    .insertInto('plan_deliverables')
    .values({
      project_id: options.projectId,
      plan_id: plan.id,
      kind: 'file',
      file_name: 'design.txt',
      url: null,
      storage_key: stored?.key ?? `attachments/${'0'.repeat(32)}`,
      mime_type: 'text/plain',
      size: stored?.size ?? 6,
      uploader_id: options.creatorId,
      create_time: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { planGroupId: group.id, planId: plan.id, planUpdateTime: time, deliverableId: deliverable.id };
}
