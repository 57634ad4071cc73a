import type { QuestionLink, QuestionStatus, QuestionType } from '@questline/contract';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Database } from '../../db/schema';
import { projectAccess } from '../projects/policy';
import { questionAccess } from './questionAccess';
import { titleContains, visibleTo } from './questionMatch';

/** The picker shows at most this many candidates; typing more narrows them. */
export const RELATED_SEARCH_MAX = 20;

/**
 * GET questionInfo/relatedQuestionList (spec point 7): issues to link to the one being edited, found by
 * number ("#12" or "12") or by a literal piece of the title, newest first. The issue itself and other
 * people's drafts are left out; a questionId of another project answers 404.
 */
export async function searchRelated(
  db: Kysely<Database>,
  options: {
    projectId: number;
    questionId?: number;
    questionType?: number;
    search: string;
    userId: number;
    dialect: DialectName;
  },
): Promise<QuestionLink[]> {
  const { projectId, questionId, userId } = options;
  if (questionId === undefined) await projectAccess(db, { projectId, userId, atLeast: 'member' });
  else await questionAccess(db, { projectId, questionId, userId });
  const text = options.search.replace(/^#/, '');
  let query = db
    .selectFrom('questions')
    .select(['id', 'number', 'title', 'status', 'question_type'])
    .where('project_id', '=', projectId)
    .where((eb) => visibleTo(eb, userId));
  if (questionId !== undefined) query = query.where('id', '!=', questionId);
  if (options.questionType !== undefined) query = query.where('question_type', '=', options.questionType);
  const number = /^\d{1,9}$/.test(text) ? Number(text) : null;
  if (text) {
    const like = titleContains(options.dialect, text);
    query = query.where((eb) => (number === null ? like : eb.or([eb('number', '=', number), like])));
  }
  // The issue with the typed number comes first, then the newest.
  if (number !== null) query = query.orderBy(sql`case when number = ${number} then 0 else 1 end`);
  const rows = await query.orderBy('number', 'desc').limit(RELATED_SEARCH_MAX).execute();
  return rows.map((row) => ({
    questionId: row.id,
    number: row.number,
    questionName: row.title,
    status: row.status as QuestionStatus,
    questionType: row.question_type as QuestionType,
  }));
}
