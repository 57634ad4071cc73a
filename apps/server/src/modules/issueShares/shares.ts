import { type QuestionShare, hasProjectRole } from '@questline/contract';
import type { Kysely, Selectable } from 'kysely';
import type { QuestionShareTable } from '../../db/issueSchema';
import type { Database } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { projectNames } from '../attachments/people';
import { questionAccess } from '../issues/questionAccess';
import { projectAccess } from '../projects/policy';
import { newShareLink, revokeShareLink, sharePath, shareWorks } from '../shareLinks/shareLinks';

type ShareRow = Selectable<QuestionShareTable>;

async function present(db: Kysely<Database>, projectId: number, rows: ShareRow[]): Promise<QuestionShare[]> {
  const names = await projectNames(
    db,
    projectId,
    rows.map((row) => row.create_by),
  );
  return rows.map((row) => ({
    shareId: row.id,
    token: row.token,
    path: sharePath('question_shares', row.token),
    expireTime: row.expire_time,
    createTime: row.create_time,
    createdBy: names.get(row.create_by) ?? '',
  }));
}

/** POST questionShare/create: any member of a writable project shares an issue, until revoked or for N days. */
export async function createShare(
  db: Kysely<Database>,
  options: { projectId: number; questionId: number; expireDays: number | null; userId: number; now: Date },
): Promise<QuestionShare> {
  const { question } = await questionAccess(db, { ...options, now: options.now });
  const row = await db
    .insertInto('question_shares')
    .values({
      question_id: question.id,
      ...newShareLink(options),
      create_by: options.userId,
      revoke_time: null,
      create_time: options.now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const [share] = await present(db, options.projectId, [row]);
  if (!share) throw new Error('share vanished while presenting it');
  return share;
}

/** GET questionShare/list: the links that still work, newest first. */
export async function listShares(
  db: Kysely<Database>,
  options: { projectId: number; questionId: number; userId: number; now: Date },
): Promise<QuestionShare[]> {
  const { question } = await questionAccess(db, {
    projectId: options.projectId,
    questionId: options.questionId,
    userId: options.userId,
  });
  const rows = await db
    .selectFrom('question_shares')
    .selectAll()
    .where('question_id', '=', question.id)
    .where(shareWorks('question_shares', options.now))
    .orderBy('id', 'desc')
    .execute();
  return present(db, options.projectId, rows);
}

/**
 * POST questionShare/revoke: the share's creator or a project admin. Allowed on an archived project too:
 * withdrawing a public link only reduces what is exposed. Revoking twice is harmless.
 */
export async function revokeShare(
  db: Kysely<Database>,
  options: { projectId: number; shareId: number; userId: number; now: Date },
): Promise<void> {
  const access = await projectAccess(db, { projectId: options.projectId, userId: options.userId, atLeast: 'member' });
  const share = await db
    .selectFrom('question_shares')
    .innerJoin('questions', 'questions.id', 'question_shares.question_id')
    .select(['question_shares.id', 'question_shares.create_by', 'question_shares.revoke_time'])
    .where('question_shares.id', '=', options.shareId)
    .where('questions.project_id', '=', options.projectId)
    .executeTakeFirst();
  if (!share) throw notFound();
  if (share.create_by !== options.userId && !hasProjectRole(access.role, 'admin')) throw forbidden();
  await revokeShareLink(db, 'question_shares', share, options.now);
}
