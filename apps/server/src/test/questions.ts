import { HistoryCode, type QuestionStatus } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CheckedQuestion } from '../modules/issues/questionInput';
import { insertQuestions } from '../modules/issues/questionStore';

export interface BuiltQuestion {
  id: number;
  number: number;
  updateTime: string;
}

/** An issue straight into the database, through the same insert the service uses (issue 10 tests). */
export async function buildQuestion(
  db: Kysely<Database>,
  options: {
    projectId: number;
    creatorId: number;
    handlerIds: number[];
    status?: QuestionStatus;
    title?: string;
    fields?: Partial<CheckedQuestion>;
    now?: Date;
  },
): Promise<BuiltQuestion> {
  const now = options.now ?? new Date();
  const [created] = await db.transaction().execute((trx) =>
    insertQuestions(
      trx,
      {
        projectId: options.projectId,
        creatorId: options.creatorId,
        status: options.status ?? 2,
        history: HistoryCode.create,
        now,
      },
      [
        {
          title: options.title ?? 'Login button does nothing',
          questionType: 1,
          severity: 1,
          priority: 2,
          moduleId: null,
          versionId: null,
          handlerIds: options.handlerIds,
          handlingMode: 'single',
          ccIds: [],
          startDate: null,
          deadline: null,
          estimatedHours: null,
          progress: 0,
          terminal: null,
          defectCategory: null,
          description: '',
          parentId: null,
          relatedIds: [],
          ...options.fields,
        },
      ],
    ),
  );
  if (!created) throw new Error('one issue built');
  return { ...created, updateTime: now.toISOString() };
}
