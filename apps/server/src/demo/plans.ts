import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const NAMES = [
  { group: '1.0 版本', plan: '登录与注册', milestone: '公测发布' },
  { group: 'Release 1.0', plan: 'Checkout', milestone: 'Public beta' },
] as const;

const day = (now: Date, offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo project's plan (issue 13): a group with a plan and a milestone around today, and the project's
 * first issues linked to the plan so its progress shows.
 */
export async function seedDemoPlan(
  db: Kysely<Database>,
  options: { projectId: number; projectIndex: number; ownerId: number; assigneeId: number; now: Date },
): Promise<void> {
  const names = NAMES[options.projectIndex % NAMES.length] ?? NAMES[0];
  const { now } = options;
  const time = now.toISOString();
  const common = { project_id: options.projectId, creator_id: options.ownerId, create_time: time, update_time: time };
  const group = await db
    .insertInto('plan_items')
    .values({
      ...common,
      parent_id: null,
      item_type: 1,
      name: names.group,
      assignee_id: null,
      publish_time: null,
      start_date: day(now, -7),
      end_date: day(now, 21),
      sort: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const plan = await db
    .insertInto('plan_items')
    .values({
      ...common,
      parent_id: group.id,
      item_type: 2,
      name: names.plan,
      assignee_id: options.assigneeId,
      publish_time: day(now, 14),
      start_date: day(now, -7),
      end_date: day(now, 10),
      sort: 2,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('plan_items')
    .values({
      ...common,
      parent_id: group.id,
      item_type: 3,
      name: names.milestone,
      assignee_id: options.ownerId,
      publish_time: day(now, 21),
      start_date: day(now, 21),
      end_date: day(now, 21),
      sort: 3,
    })
    .execute();
  const firstIssues = await db
    .selectFrom('questions')
    .select('id')
    .where('project_id', '=', options.projectId)
    .orderBy('number')
    .limit(6)
    .execute();
  await db
    .updateTable('questions')
    .set({ plan_id: plan.id })
    .where(
      'id',
      'in',
      firstIssues.map((row) => row.id),
    )
    .execute();
}
