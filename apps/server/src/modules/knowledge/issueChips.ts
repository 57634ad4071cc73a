import type { IssueChipsBody, KnowledgeIssueChip, QuestionStatus } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Issue links in a document as live chips (issue 15, ADR 0047): the issues named, as the reader may see
 * them now. One query: only issues of projects the reader is a member of (not deleted), so an issue the
 * reader cannot open is simply absent and its link stays a plain link.
 */
export async function issueChips(
  db: Kysely<Database>,
  options: IssueChipsBody & { userId: number },
): Promise<KnowledgeIssueChip[]> {
  if (options.refs.length === 0) return [];
  const wanted = new Set(options.refs.map((ref) => `${String(ref.projectId)}:${String(ref.questionId)}`));
  const rows = await db
    .selectFrom('questions')
    .innerJoin('projects', 'projects.id', 'questions.project_id')
    .innerJoin('project_users', 'project_users.project_id', 'questions.project_id')
    .select(['questions.id', 'questions.project_id', 'questions.number', 'questions.title', 'questions.status'])
    .where('project_users.user_id', '=', options.userId)
    .where('projects.delete_time', 'is', null)
    .where(
      'questions.id',
      'in',
      options.refs.map((ref) => ref.questionId),
    )
    .execute();
  return rows
    .filter((row) => wanted.has(`${String(row.project_id)}:${String(row.id)}`))
    .map((row) => ({
      projectId: row.project_id,
      questionId: row.id,
      number: row.number,
      title: row.title,
      status: row.status as QuestionStatus,
    }));
}
