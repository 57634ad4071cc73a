import {
  type ActionInputs,
  type CompletionDetail,
  type NotificationKind,
  type Resolution,
  QuestionStatusCode,
} from '@questline/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { failure } from '../../http/errors';
import type { QuestionRecord } from './questionAccess';

type Trx = Transaction<Database>;

/** The columns a completion writes (migration 0025). */
export interface ResolutionColumns {
  resolution: Resolution | null;
  fixed_version_id: number | null;
  duplicate_of_id: number | null;
}

/** What a reopening or a failed review forgets: the next completion says again how it was resolved. */
export const NO_RESOLUTION: ResolutionColumns = { resolution: null, fixed_version_id: null, duplicate_of_id: null };

/**
 * Issue 38 point 7: checks what a CompleteRepair names against the project (the contract already
 * checked that the parts fit together) and answers what to store and record. A missing, foreign or
 * unseen id answers one message, so the check tells nobody which ids exist elsewhere (ADR 0104).
 */
export async function resolutionOf(
  trx: Trx,
  question: QuestionRecord,
  actorId: number,
  inputs: ActionInputs,
): Promise<{ columns: ResolutionColumns; detail: CompletionDetail }> {
  const detail: CompletionDetail = {};
  if (inputs.resolution === undefined) return { columns: NO_RESOLUTION, detail };
  // The body's schema allows only RESOLUTIONS.
  const resolution = inputs.resolution as Resolution;
  detail.resolution = resolution;
  if (inputs.fixedVersionId !== undefined) {
    const version = await trx
      .selectFrom('project_versions')
      .select(['id', 'name'])
      .where('id', '=', inputs.fixedVersionId)
      .where('project_id', '=', question.project_id)
      .executeTakeFirst();
    if (!version) throw failure('questionVersionInvalid');
    detail.fixedVersion = { versionId: version.id, name: version.name };
  }
  if (inputs.duplicateOfId !== undefined) {
    const original = await trx
      .selectFrom('questions')
      .select(['id', 'number', 'title'])
      .where('id', '=', inputs.duplicateOfId)
      .where('id', '!=', question.id)
      .where('project_id', '=', question.project_id)
      // Someone else's draft is theirs alone (questionMatch.ts visibleTo).
      .where((eb) => eb.or([eb('status', '!=', QuestionStatusCode.draft), eb('creator_id', '=', actorId)]))
      .executeTakeFirst();
    if (!original) throw failure('questionDuplicateOfInvalid');
    detail.duplicateOf = { questionId: original.id, number: original.number, questionName: original.title };
  }
  return {
    columns: {
      resolution,
      fixed_version_id: inputs.fixedVersionId ?? null,
      duplicate_of_id: inputs.duplicateOfId ?? null,
    },
    detail,
  };
}

/**
 * Marks read the messages that asked for the review just done (contract settledNotificationKinds),
 * in the action's transaction, so the unread count and the pop-ups stop asking for it.
 */
export async function settleMessages(trx: Trx, questionId: number, kinds: readonly NotificationKind[]): Promise<void> {
  if (kinds.length === 0) return;
  await trx
    .updateTable('user_messages')
    .set({ is_read: 1 })
    .where('question_id', '=', questionId)
    .where('kind', 'in', kinds)
    .where('is_read', '=', 0)
    .execute();
}
