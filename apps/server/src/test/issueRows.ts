import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * An issue row as the create call would leave it (next number of its project, one handler), for tests
 * of the parts around issues (attachments, shares) that need one without going through the create call.
 */
export async function insertQuestionRow(
  db: Kysely<Database>,
  options: {
    projectId: number;
    creatorId: number;
    handlerId?: number;
    title?: string;
    description?: string;
    moduleId?: number | null;
    versionId?: number | null;
  },
): Promise<number> {
  const now = new Date().toISOString();
  const project = await db
    .updateTable('projects')
    .set((eb) => ({ question_seq: eb('question_seq', '+', 1) }))
    .where('id', '=', options.projectId)
    .returning('question_seq')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('questions')
    .values({
      project_id: options.projectId,
      number: project.question_seq,
      title: options.title ?? `Issue ${String(project.question_seq)}`,
      question_type: 1,
      severity: 2,
      priority: 3,
      status: 2,
      module_id: options.moduleId ?? null,
      version_id: options.versionId ?? null,
      handling_mode: 'single',
      start_date: null,
      deadline: null,
      estimated_hours: null,
      plan_id: null,
      iteration_id: null,
      terminal: 1,
      defect_category: 1,
      refuse_reason: null,
      description: options.description ?? '',
      parent_id: null,
      reviewer_id: null,
      creator_id: options.creatorId,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('question_handlers')
    .values({ question_id: row.id, user_id: options.handlerId ?? options.creatorId })
    .execute();
  return row.id;
}
