import type { QuestionDetail } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { HandlerState } from './actor';
import type { HistoryRecord } from './history';
import { peopleNames } from './people';
import type { QuestionAccess } from './questionAccess';
import { assembleDetail, detailPeople, links } from './questionDetail';
import type { CheckedQuestion } from './questionInput';
import { presentRow } from './questionRows';

type Db = Kysely<Database>;

/** What the create wrote besides the issue row, as its transaction wrote it. */
export interface CreatedParts {
  checked: CheckedQuestion;
  history: readonly HistoryRecord[];
  /** Attachments the create claimed (attachments/claim.ts): the only ones a new issue can hold. */
  attachmentIds: readonly number[];
}

async function nameOf(
  db: Db,
  table: 'project_modules' | 'project_versions',
  id: number | null,
): Promise<string | null> {
  if (id === null) return null;
  const row = await db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? null;
}

/**
 * The answer of a create, built from what its transaction wrote instead of read back. A new issue as its
 * transaction left it has no comments, subtasks or collects, and only the handlers, cc list, history row
 * and attachments the create wrote, so presentDetail's eleven reads come down to the people's names plus
 * whatever the form named (module, version, parent, related issues, attachments). Issue 17: fewer
 * statements per create. createdDetail.test.ts holds the answer equal to GET getQuestionInfo of the issue.
 */
export async function presentCreated(db: Db, access: QuestionAccess, parts: CreatedParts): Promise<QuestionDetail> {
  const { question } = access;
  const { checked } = parts;
  const projectId = question.project_id;
  // A new issue's handlers are in the form's order (their `sort`), none done yet.
  const handlers: HandlerState[] = checked.handlerIds.map((userId) => ({ userId, completed: false }));
  // Ordered as presentDetail reads them back.
  const ccIds = [...checked.ccIds].sort((a, b) => a - b);
  const history = parts.history.filter((entry) => entry.question_id === question.id);
  const attachments =
    parts.attachmentIds.length === 0
      ? []
      : await db
          .selectFrom('question_attachments')
          .selectAll()
          .where('question_id', '=', question.id)
          .where('comment_id', 'is', null)
          .orderBy('id')
          .execute();
  const names = await peopleNames(db, projectId, [
    ...handlers.map((handler) => handler.userId),
    question.creator_id,
    ...detailPeople(question, { ccIds, attachments, comments: [], history }),
  ]);
  const row = presentRow(question, {
    handlers,
    moduleName: await nameOf(db, 'project_modules', question.module_id),
    versionName: await nameOf(db, 'project_versions', question.version_id),
    names,
  });
  return assembleDetail(access, {
    row,
    handlers,
    ccIds,
    attachments,
    comments: [],
    history,
    names,
    parent: question.parent_id === null ? null : ((await links(db, projectId, [question.parent_id]))[0] ?? null),
    subtasks: [],
    related: await links(db, projectId, checked.relatedIds),
    collected: false,
  });
}
