import { HistoryCode, type QuestionStatus } from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { buildProject, buildUser, signIn } from './factories';
import { buildQuestion } from './questions';

const HOUR = 3_600_000;

export interface StatsWorld {
  projectId: number;
  otherProjectId: number;
  owner: { id: number; token: string };
  handler: { id: number; token: string };
  outsider: { id: number; token: string };
  moduleId: number;
  versionId: number;
  otherVersionId: number;
  /** Ids of the issues by their role in the figures below. */
  ids: Record<'resolved' | 'reopened' | 'overdue' | 'open' | 'draft' | 'old', number>;
}

async function history(
  db: Kysely<Database>,
  row: { questionId: number; code: number; operatorId: number; from: number; to: number; at: number },
) {
  await db
    .insertInto('question_history')
    .values({
      question_id: row.questionId,
      code: row.code,
      operator_id: row.operatorId,
      from_status: row.from,
      to_status: row.to,
      create_time: new Date(row.at).toISOString(),
    })
    .execute();
}

/**
 * A project whose figures are known (issue 13 statistics), relative to `now`:
 * - resolved: created 2 days ago, 2 h "to solve", 3 h "repairing", 1 h "to verify", resolved after 6 h;
 * - reopened: created 3 days ago, resolved after 10 h, reopened an hour later, status 6 now;
 * - overdue: status 3, deadline yesterday, in the module and the version, priority 1;
 * - open: status 2, created 40 days ago (outside the default 30 days);
 * - draft: status 1 (never counted);
 * plus an issue of another project of the owner's where the handler is not a member.
 */
export async function buildStatsWorld(db: Kysely<Database>, now = new Date()): Promise<StatsWorld> {
  const owner = await buildUser(db);
  const handler = await buildUser(db);
  const outsider = await buildUser(db);
  const projectId = await buildProject(db, { ownerId: owner.id, members: [{ userId: handler.id }] });
  const otherProjectId = await buildProject(db, { ownerId: owner.id });
  await buildProject(db, { ownerId: outsider.id });
  const time = now.toISOString();
  const moduleRow = await db
    .insertInto('project_modules')
    .values({ project_id: projectId, parent_id: null, name: 'Payments', create_time: time, update_time: time })
    .returning('id')
    .executeTakeFirstOrThrow();
  const version = (project: number, name: string) =>
    db
      .insertInto('project_versions')
      .values({ project_id: project, name, icon: '', create_time: time, update_time: time })
      .returning('id')
      .executeTakeFirstOrThrow();
  const versionRow = await version(projectId, 'v1.0');
  const otherVersionRow = await version(otherProjectId, 'v9.9');

  const at = (hoursAgo: number) => now.getTime() - hoursAgo * HOUR;
  // Filed as "to solve" (its creation history says so), then moved to where the history below takes it.
  const issue = async (status: QuestionStatus, hoursAgo: number, fields = {}) => {
    const built = await buildQuestion(db, {
      projectId,
      creatorId: owner.id,
      handlerIds: [handler.id],
      status: status === 1 ? 1 : 2,
      now: new Date(at(hoursAgo)),
      fields,
    });
    await db.updateTable('questions').set({ status }).where('id', '=', built.id).execute();
    return built;
  };
  const resolved = await issue(7, 48);
  const walk = [
    { code: HistoryCode.startRepair, from: 2, to: 3, after: 2 },
    { code: HistoryCode.completeRepair, from: 3, to: 4, after: 5 },
    { code: HistoryCode.adoptReview, from: 4, to: 7, after: 6 },
  ];
  for (const step of walk) {
    await history(db, { questionId: resolved.id, operatorId: owner.id, ...step, at: at(48 - step.after) });
  }
  const reopened = await issue(6, 72);
  await history(db, {
    questionId: reopened.id,
    code: HistoryCode.adoptReview,
    operatorId: owner.id,
    from: 2,
    to: 7,
    at: at(62),
  });
  await history(db, {
    questionId: reopened.id,
    code: HistoryCode.reopen,
    operatorId: owner.id,
    from: 7,
    to: 6,
    at: at(61),
  });
  const yesterday = new Date(at(24)).toISOString().slice(0, 10);
  const overdue = await issue(3, 5, {
    moduleId: moduleRow.id,
    versionId: versionRow.id,
    priority: 1,
    deadline: yesterday,
    terminal: 2,
    defectCategory: 4,
  });
  const open = await issue(2, 40 * 24, { questionType: 2 });
  const draft = await issue(1, 1);
  const old = await buildQuestion(db, { projectId: otherProjectId, creatorId: owner.id, handlerIds: [owner.id] });
  return {
    projectId,
    otherProjectId,
    owner: { id: owner.id, token: await signIn(db, owner.id) },
    handler: { id: handler.id, token: await signIn(db, handler.id) },
    outsider: { id: outsider.id, token: await signIn(db, outsider.id) },
    moduleId: moduleRow.id,
    versionId: versionRow.id,
    otherVersionId: otherVersionRow.id,
    ids: {
      resolved: resolved.id,
      reopened: reopened.id,
      overdue: overdue.id,
      open: open.id,
      draft: draft.id,
      old: old.id,
    },
  };
}
