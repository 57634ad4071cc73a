import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { actorOf, canEditQuestion, handlersOf } from '../issues/actor';
import { type QuestionRecord, questionAccess } from '../issues/questionAccess';
import { writableProjectAccess } from '../projects/policy';

export interface AttachTarget {
  projectName: string;
  /** Null: the photos wait in the person's issue form as pending attachments. */
  question: QuestionRecord | null;
}

/**
 * Who may add attachments where a mobile upload sends its photos (ADR 0118), asked when the code is made and again
 * at every photo: to an issue, whoever may edit it (its creator, a handler or a project admin, ADR 0023) in a
 * writable project; to a form, any member of a writable project, as for an upload from the form itself. A
 * non-member is answered 404 and a member without the right 403, by the checks the issue routes use.
 */
export async function mayAttachThere(
  db: Kysely<Database>,
  options: { userId: number; projectId: number; questionId: number | null; now: Date },
): Promise<AttachTarget> {
  const { userId, projectId, questionId, now } = options;
  if (questionId === null) {
    const { project } = await writableProjectAccess(db, { projectId, userId, atLeast: 'member', now });
    return { projectName: project.name, question: null };
  }
  const access = await questionAccess(db, { projectId, questionId, userId, now });
  const handlers = await handlersOf(db, questionId);
  if (!canEditQuestion(actorOf(access.question, handlers, access))) throw forbidden('questionNotEditable');
  return { projectName: access.project.name, question: access.question };
}
