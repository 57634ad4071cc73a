import type { QuestionFormInit } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { projectAccess } from '../projects/policy';
import { presentDetail } from './questionDetail';
import { questionAccess } from './questionAccess';

type Db = Kysely<Database>;

/**
 * GET getInitQuestionInfo / initQuestionInfo: the create form's choices (members, modules, versions),
 * the chosen module's default handler, and with a questionId the issue to copy.
 */
export async function formInit(
  db: Db,
  options: { projectId: number; userId: number; questionId?: number; moduleId?: number },
): Promise<QuestionFormInit> {
  const { projectId, userId } = options;
  await projectAccess(db, { projectId, userId, atLeast: 'member' });
  const members = await db
    .selectFrom('project_users')
    .select(['user_id', 'alias'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  const modules = await db
    .selectFrom('project_modules')
    .select(['id', 'name', 'parent_id', 'handler_user_id'])
    .where('project_id', '=', projectId)
    .orderBy('serial_no')
    .orderBy('id')
    .execute();
  const versions = await db
    .selectFrom('project_versions')
    .select(['id', 'name'])
    .where('project_id', '=', projectId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const chosen = modules.find((module) => module.id === options.moduleId);
  const copyOf =
    options.questionId === undefined
      ? null
      : await presentDetail(db, await questionAccess(db, { projectId, questionId: options.questionId, userId }));
  return {
    members: members.map((member) => ({ userId: member.user_id, name: member.alias })),
    modules: modules.map((module) => ({
      moduleId: module.id,
      moduleName: module.name,
      parentId: module.parent_id,
      handlerUserId: module.handler_user_id,
    })),
    versions: versions.map((version) => ({ versionId: version.id, versionName: version.name })),
    defaultHandlerUserIds: chosen?.handler_user_id ? [chosen.handler_user_id] : [],
    copyOf,
  };
}
