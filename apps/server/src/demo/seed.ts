import type { QuestionStatus, WorkflowAction } from '@questline/contract';
import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../db/database';
import type { Database, UserTable } from '../db/schema';
import { hashPassword } from '../modules/account/passwords';
import { runAction } from '../modules/issues/actions/runActions';
import { QuestionEvents } from '../modules/issues/events';
import { recordHistory } from '../modules/issues/history';
import { createQuestion } from '../modules/issues/questions';
import { createProject } from '../modules/projects/createProject';
import { DEMO_COMMENTS, DEMO_PEOPLE, DEMO_PROJECTS, DEMO_TITLES, type DemoPersonKey } from './content';
import { seedDemoPlan } from './plans';
import { seedTestsAndDocs } from './testsAndDocs';

/**
 * The steps that bring a new issue (status 2) to each status, and who takes each step: the handler
 * repairs, the creator verifies. Every issue gets its history from the real workflow.
 */
const PATHS: Record<QuestionStatus, readonly WorkflowAction[]> = {
  1: [],
  2: [],
  3: ['StartRepair'],
  4: ['StartRepair', 'CompleteRepair'],
  5: ['StartRepair', 'CompleteRepair', 'AdoptReviewAndRetrial'],
  6: ['CompleteRepair', 'UnAdoptReview'],
  7: ['StartRepair', 'CompleteRepair', 'AdoptReview'],
  8: ['Refuse'],
  9: ['Delay'],
  10: ['Close'],
};
const BY_CREATOR = new Set<WorkflowAction>(['AdoptReview', 'UnAdoptReview', 'AdoptReviewAndRetrial', 'Close']);
const STATUS_CYCLE: QuestionStatus[] = [2, 3, 4, 7, 6, 5, 8, 9, 10, 2, 3, 7, 1];

export interface DemoResult {
  password: string;
  phones: string[];
  projects: number;
  questions: number;
}

/** Fills an empty database with the demo team; refuses when users already exist, so nothing is mixed in. */
export async function seedDemo(
  db: Kysely<Database>,
  options: { password: string; now: Date; dialect: DialectName },
): Promise<DemoResult> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', DEMO_PEOPLE[0].phone)
    .executeTakeFirst();
  if (existing) throw new Error('The demo team is already in this database');
  const passwordHash = await hashPassword(options.password);
  const ids = await createPeople(db, options.now, (person) => ({
    user_name: person.phone,
    phone: person.phone,
    password_hash: passwordHash,
    demo_sandbox_id: null,
  }));
  const { questions } = await fillDemoTeam({ db, dialect: options.dialect }, ids, options.now);
  return {
    password: options.password,
    phones: DEMO_PEOPLE.map((person) => person.phone),
    projects: DEMO_PROJECTS.length,
    questions,
  };
}

/**
 * One visitor's copy of the demo team in the live demo's sandbox (issue 39, ADR 0121): the same people and
 * projects, with names of their own, no phone and no password, so nobody signs in as them but the visitor.
 */
export async function seedSandboxTeam(
  db: Kysely<Database>,
  options: { sandboxId: number; now: Date; dialect: DialectName },
): Promise<{ people: Record<DemoPersonKey, number>; projectIds: number[] }> {
  const people = await createPeople(db, options.now, (person) => ({
    user_name: `demo${String(options.sandboxId)}-${person.key}`,
    phone: null,
    password_hash: null,
    demo_sandbox_id: options.sandboxId,
  }));
  const { projectIds } = await fillDemoTeam({ db, dialect: options.dialect }, people, options.now);
  return { people, projectIds };
}

type Identity = Pick<Insertable<UserTable>, 'user_name' | 'phone' | 'password_hash' | 'demo_sandbox_id'>;

async function createPeople(
  db: Kysely<Database>,
  now: Date,
  identity: (person: (typeof DEMO_PEOPLE)[number]) => Identity,
): Promise<Record<DemoPersonKey, number>> {
  const time = now.toISOString();
  const ids = {} as Record<DemoPersonKey, number>;
  for (const person of DEMO_PEOPLE) {
    const row = await db
      .insertInto('users')
      .values({
        ...identity(person),
        nick_name: person.nickName,
        email: null,
        invited_by: null,
        current_project_id: null,
        create_time: time,
        update_time: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[person.key] = row.id;
  }
  return ids;
}

/**
 * The team's projects (in DEMO_PROJECTS' order), their issues taken through the real workflow, comments and plans;
 * answers the projects and the number of issues made.
 */
async function fillDemoTeam(
  { db, dialect }: { db: Kysely<Database>; dialect: DialectName },
  ids: Record<DemoPersonKey, number>,
  now: Date,
): Promise<{ projectIds: number[]; questions: number }> {
  const time = now.toISOString();
  const deps = { db, questionEvents: new QuestionEvents() };
  const people = DEMO_PEOPLE.map((person) => ids[person.key]);
  let questions = 0;
  const projectIds: number[] = [];
  for (const [projectIndex, project] of DEMO_PROJECTS.entries()) {
    const projectId = await createProject(db, {
      ownerId: ids.lin,
      name: project.name,
      description: project.description,
      image: '',
      now,
    });
    for (const person of DEMO_PEOPLE.slice(1)) {
      await db
        .insertInto('project_users')
        .values({
          project_id: projectId,
          user_id: ids[person.key],
          role: person.role === 'admin' ? 'admin' : 'member',
          alias: person.nickName,
          hidden: 0,
          create_time: time,
          update_time: time,
        })
        .execute();
    }
    const moduleIds: number[] = [];
    for (const [index, name] of project.modules.entries()) {
      const row = await db
        .insertInto('project_modules')
        .values({
          project_id: projectId,
          parent_id: null,
          name,
          serial_no: index,
          handler_user_id: people[(index % 3) + 2] ?? null,
          create_time: time,
          update_time: time,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      moduleIds.push(row.id);
    }
    const versionIds: number[] = [];
    for (const [index, name] of project.versions.entries()) {
      const row = await db
        .insertInto('project_versions')
        .values({
          project_id: projectId,
          name,
          icon: index === 0 ? 'tag' : 'rocket',
          sort: index,
          create_time: time,
          update_time: time,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      versionIds.push(row.id);
    }
    for (const [index, title] of (DEMO_TITLES[projectIndex] ?? []).entries()) {
      const creator = index % 2 === 0 ? ids.zhou : ids.maya;
      const handler = people[(index % 3) + 2] ?? ids.tom;
      const status = STATUS_CYCLE[index % STATUS_CYCLE.length] ?? 2;
      const deadline = new Date(now.getTime() + ((index % 9) - 3) * 86_400_000).toISOString().slice(0, 10);
      const created = await createQuestion(deps, {
        userId: creator,
        now,
        body: {
          projectId,
          questionName: title,
          questionType: ((index % 4) + 1) as 1,
          severity: ((index % 3) + 1) as 1,
          priority: ((index % 4) + 1) as 1,
          moduleId: moduleIds[index % moduleIds.length] ?? null,
          versionId: versionIds[index % versionIds.length] ?? null,
          handlerUserIds: [handler],
          handlingMode: 'single',
          ccUserIds: index % 5 === 0 ? [ids.chen] : [],
          startDate: null,
          deadline,
          estimatedHours: (index % 8) + 1,
          progress: 0,
          terminal: ((index % 6) + 1) as 1,
          defectCategory: index % 4 === 0 ? (((index % 12) + 1) as 1) : null,
          description: `<p>${title}</p><ul><li>${projectIndex === 0 ? '复现率 100%' : 'Reproduces every time'}</li></ul>`,
          parentId: null,
          relatedIds: [],
          attachmentIds: [],
          draft: status === 1,
        },
      });
      let updateTime = created.updateTime;
      for (const action of PATHS[status]) {
        const result = await runAction(deps, {
          action,
          projectId,
          questionId: created.questionId,
          updateTime,
          userId: BY_CREATOR.has(action) ? creator : handler,
          locale: 'zh',
          now,
          inputs: {
            note:
              action === 'UnAdoptReview' || action === 'Refuse'
                ? DEMO_COMMENTS[index % DEMO_COMMENTS.length]?.replace(/<[^>]+>/g, '')
                : undefined,
            refuseReason: action === 'Refuse' ? 2 : undefined,
            deadline:
              action === 'Delay' ? new Date(now.getTime() + 14 * 86_400_000).toISOString().slice(0, 10) : undefined,
            reviewerUserId: action === 'AdoptReviewAndRetrial' ? ids.chen : undefined,
          },
        });
        updateTime = result.updateTime;
      }
      if (index % 3 === 0) {
        const author = index % 2 === 0 ? handler : creator;
        await db
          .insertInto('question_comments')
          .values({
            question_id: created.questionId,
            user_id: author,
            content: DEMO_COMMENTS[index % DEMO_COMMENTS.length] ?? '',
            create_time: time,
          })
          .execute();
        await recordHistory(db, [{ questionId: created.questionId, code: 12, operatorId: author, now }]);
      }
      questions += 1;
    }
    await seedDemoPlan(db, { projectId, projectIndex, ownerId: ids.lin, assigneeId: ids.tom, now });
    await seedTestsAndDocs(
      { db, dialect },
      { projectId, locale: project.locale, ownerId: ids.lin, testerId: ids.zhou, now },
    );
    projectIds.push(projectId);
  }
  await db.updateTable('users').set({ current_project_id: null }).where('id', 'in', people).execute();
  return { projectIds, questions };
}
