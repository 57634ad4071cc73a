import {
  NOTICE_STATUSES,
  type NoticeStatus,
  type ProjectNotice,
  type addNoticeBody,
  type editNoticeBody,
  hasProjectRole,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { objectAccess, settingsReadAccess, settingsWriteAccess } from './objectAccess';

type Db = Kysely<Database>;

/** Publish times are kept as UTC ISO instants, so comparing the text compares the times. */
function toInstant(value: string): string {
  return new Date(Date.parse(value)).toISOString();
}

/**
 * GET projectNotice/list, newest publish time first. Admins see every notice, drafts and scheduled ones
 * included; other members only published notices whose publish time has come (ADR 0018).
 */
export async function listNotices(
  db: Db,
  options: { projectId: number; userId: number; now: Date },
): Promise<ProjectNotice[]> {
  const access = await settingsReadAccess(db, options);
  let query = db
    .selectFrom('project_notices as n')
    .innerJoin('users as u', 'u.id', 'n.create_by')
    .leftJoin('project_users as pu', (join) =>
      join.onRef('pu.project_id', '=', 'n.project_id').onRef('pu.user_id', '=', 'n.create_by'),
    )
    .select([
      'n.id',
      'n.project_id',
      'n.title',
      'n.content',
      'n.publish_time',
      'n.status',
      'n.create_by',
      'n.update_time',
      'u.nick_name',
      'pu.alias',
    ])
    .where('n.project_id', '=', options.projectId);
  if (!hasProjectRole(access.role, 'admin')) {
    query = query
      .where('n.status', '=', NOTICE_STATUSES.published)
      .where('n.publish_time', '<=', options.now.toISOString());
  }
  const rows = await query.orderBy('n.publish_time', 'desc').orderBy('n.id', 'desc').execute();
  return rows.map((row) => ({
    noticeId: row.id,
    projectId: row.project_id,
    noticeTitle: row.title,
    noticeContent: row.content,
    publishTime: row.publish_time,
    status: (row.status === NOTICE_STATUSES.published ? 1 : 0) satisfies NoticeStatus,
    createBy: row.create_by,
    // A former member is still named, by their nick name.
    createByName: row.alias ?? row.nick_name,
    updateTime: row.update_time,
  }));
}

/** POST projectNotice. */
export async function addNotice(
  db: Db,
  options: { body: z.infer<typeof addNoticeBody>; userId: number; now: Date },
): Promise<number> {
  const { body } = options;
  await settingsWriteAccess(db, { projectId: body.projectId, userId: options.userId, now: options.now });
  const time = options.now.toISOString();
  const { id } = await db
    .insertInto('project_notices')
    .values({
      project_id: body.projectId,
      title: body.noticeTitle,
      content: body.noticeContent,
      publish_time: toInstant(body.publishTime),
      status: body.status,
      create_by: options.userId,
      create_time: time,
      update_time: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** PUT projectNotice: every field, publishing and unpublishing included (status). */
export async function editNotice(
  db: Db,
  options: { body: z.infer<typeof editNoticeBody>; userId: number; now: Date },
): Promise<void> {
  const { body } = options;
  await objectAccess(db, {
    table: 'project_notices',
    id: body.noticeId,
    userId: options.userId,
    atLeast: 'admin',
    now: options.now,
  });
  await db
    .updateTable('project_notices')
    .set({
      title: body.noticeTitle,
      content: body.noticeContent,
      publish_time: toInstant(body.publishTime),
      status: body.status,
      update_time: options.now.toISOString(),
    })
    .where('id', '=', body.noticeId)
    .execute();
}

/** DELETE projectNotice/:noticeId. */
export async function removeNotice(db: Db, options: { noticeId: number; userId: number; now: Date }): Promise<void> {
  await objectAccess(db, {
    table: 'project_notices',
    id: options.noticeId,
    userId: options.userId,
    atLeast: 'admin',
    now: options.now,
  });
  await db.deleteFrom('project_notices').where('id', '=', options.noticeId).execute();
}
