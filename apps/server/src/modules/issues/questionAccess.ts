import type { ProjectRole } from '@questline/contract';
import type { Kysely, Selectable } from 'kysely';
import type { QuestionTable } from '../../db/issueSchema';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { type ProjectAccess, projectAccess, writableProjectAccess } from '../projects/policy';

export type QuestionRecord = Selectable<QuestionTable>;

export interface QuestionAccess extends ProjectAccess {
  question: QuestionRecord;
}

export interface QuestionAccessRequest {
  questionId: number;
  /** The project the request names; an issue of another project answers 404 like a missing one. */
  projectId: number;
  userId: number;
  atLeast?: ProjectRole;
  /** Set for changes: the project must be writable (not archived, member grace kept). */
  now?: Date;
}

/**
 * DESIGN.md "Object-level authorization" for issues: the caller's access on the project the issue
 * belongs to. A member of project A naming an issue of project B gets 404, as does a non-member.
 */
export async function questionAccess(db: Kysely<Database>, request: QuestionAccessRequest): Promise<QuestionAccess> {
  const question = await db
    .selectFrom('questions')
    .selectAll()
    .where('id', '=', request.questionId)
    .where('project_id', '=', request.projectId)
    .executeTakeFirst();
  if (!question) {
    // Membership first, so a non-member learns nothing about which ids exist.
    await projectAccess(db, { projectId: request.projectId, userId: request.userId, atLeast: 'member' });
    throw notFound();
  }
  const access = { projectId: question.project_id, userId: request.userId, atLeast: request.atLeast ?? 'member' };
  const project = request.now
    ? await writableProjectAccess(db, { ...access, now: request.now })
    : await projectAccess(db, access);
  return { ...project, question };
}
