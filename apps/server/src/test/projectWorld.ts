import { Readable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStorage } from '../storage/fileStorage';
import { addTeamMember, buildProject, buildTeam, buildUser, projectUpdateTime, signIn } from './factories';
import { type BuiltQuestion, buildQuestion } from './questions';
import { type PlanObjects, buildPlanObjects } from './plans';
import { type ApiTestingObjects, buildApiTestingObjects } from './apiTesting';
import { type TestingObjects, buildTestingObjects } from './testing';
import { tinyPng } from './uploads';

export interface WorldUser {
  id: number;
  phone: string;
  token: string;
}

/**
 * One project with a person of every standing toward it (spec point 6): its owner, an admin, a member,
 * a second member (the one the member calls act on) and an outsider who owns a project of their own.
 * Each kind of object inside the project exists once, so a call can name it.
 */
export interface ProjectWorld extends TestingObjects, PlanObjects, ApiTestingObjects {
  projectId: number;
  projectName: string;
  /** The project's `updateTime`, which an edit of its settings carries. */
  projectUpdateTime: string;
  owner: WorldUser;
  admin: WorldUser;
  member: WorldUser;
  other: WorldUser;
  outsider: WorldUser;
  outsiderProjectId: number;
  /** Another project of the owner's, where admin, member and outsider are members: a source to import from. */
  sideProjectId: number;
  /** A team of the owner's with admin, member and outsider in it: the other source to import from. */
  teamId: number;
  moduleId: number;
  versionId: number;
  groupId: number;
  stageId: number;
  noticeId: number;
  /** An iteration of the project (issue 13) that holds the world's issue. */
  iterationId: number;
  /** An issue filed by the member and handled by the member, status 2 (issue 10). */
  question: BuiltQuestion;
  /** The same issue's id, with one attachment the member uploaded and one share the member made. */
  questionId: number;
  attachmentId: number;
  shareId: number;
  /** A comment the member wrote on that issue. */
  commentId: number;
  /** A picture on the member's network disk (issue 32), to attach without uploading it again. */
  diskEntryId: number;
  /** An invitation link to the project that the admin made (issue 38 point 2). */
  joinLinkId: number;
}

async function worldUser(db: Kysely<Database>): Promise<WorldUser> {
  const user = await buildUser(db);
  const row = await db.selectFrom('users').select('phone').where('id', '=', user.id).executeTakeFirstOrThrow();
  return { id: user.id, phone: row.phone ?? '', token: await signIn(db, user.id) };
}

/** The issue objects of a world; with `files` the attachment's picture is stored too, so it can be fetched. */
async function issueObjects(
  db: Kysely<Database>,
  projectId: number,
  memberId: number,
  questionId: number,
  files?: FileStorage,
) {
  const time = new Date().toISOString();
  const png = tinyPng();
  const stored = files ? await files.put('attachments', Readable.from([png])) : undefined;
  const attachment = await db
    .insertInto('question_attachments')
    .values({
      project_id: projectId,
      question_id: questionId,
      comment_id: null,
      uploader_id: memberId,
      storage_key: stored?.key ?? `attachments/${String(questionId).padStart(32, '0')}`,
      file_name: 'shot.png',
      kind: 'image',
      mime_type: 'image/png',
      size: png.length,
      create_time: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const share = await db
    .insertInto('question_shares')
    .values({
      question_id: questionId,
      token: `world${String(questionId).padStart(27, '0')}`,
      create_by: memberId,
      expire_time: null,
      revoke_time: null,
      create_time: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const comment = await db
    .insertInto('question_comments')
    .values({ question_id: questionId, user_id: memberId, content: '<p>Seen it too</p>', create_time: time })
    .returning('id')
    .executeTakeFirstOrThrow();
  const onDisk = files ? await files.put('disk', Readable.from([png])) : undefined;
  const diskEntry = await db
    .insertInto('disk_entries')
    .values({
      owner_id: memberId,
      parent_id: null,
      kind: 'file',
      name: 'shot.png',
      storage_key: onDisk?.key ?? `disk/${String(questionId).padStart(32, '0')}`,
      size: png.length,
      mime_type: 'image/png',
      remove_time: null,
      create_time: time,
      update_time: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    questionId,
    attachmentId: attachment.id,
    shareId: share.id,
    commentId: comment.id,
    diskEntryId: diskEntry.id,
  };
}

export async function buildProjectWorld(db: Kysely<Database>, files?: FileStorage): Promise<ProjectWorld> {
  const [owner, admin, member, other, outsider] = [
    await worldUser(db),
    await worldUser(db),
    await worldUser(db),
    await worldUser(db),
    await worldUser(db),
  ];
  const projectName = `World ${String(owner.id)}`;
  const projectId = await buildProject(db, {
    ownerId: owner.id,
    name: projectName,
    members: [
      { userId: admin.id, role: 'admin' },
      { userId: member.id, role: 'member' },
      { userId: other.id, role: 'member' },
    ],
  });
  const outsiderProjectId = await buildProject(db, { ownerId: outsider.id });
  const sideProjectId = await buildProject(db, {
    ownerId: owner.id,
    members: [{ userId: admin.id, role: 'admin' }, { userId: member.id }, { userId: outsider.id }],
  });
  const team = await buildTeam(db, { ownerId: owner.id });
  for (const user of [admin, member, outsider]) await addTeamMember(db, { teamId: team.id, userId: user.id });
  const time = new Date().toISOString();
  const stamps = { create_time: time, update_time: time };
  const insertId = async (insert: Promise<{ id: number }>) => (await insert).id;
  const moduleId = await insertId(
    db
      .insertInto('project_modules')
      .values({ project_id: projectId, name: 'Module', parent_id: null, handler_user_id: null, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const versionId = await insertId(
    db
      .insertInto('project_versions')
      .values({ project_id: projectId, name: 'v1', icon: 'tag', ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const groupId = await insertId(
    db
      .insertInto('project_groups')
      .values({ project_id: projectId, name: 'QA', ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const stageId = await insertId(
    db
      .insertInto('iteration_stages')
      .values({ project_id: projectId, name: 'Review', fixed: null, sort: 10, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const noticeId = await insertId(
    db
      .insertInto('project_notices')
      .values({
        project_id: projectId,
        title: 'Notice',
        content: 'Text',
        publish_time: time,
        status: 1,
        create_by: owner.id,
        ...stamps,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const question = await buildQuestion(db, { projectId, creatorId: member.id, handlerIds: [member.id] });
  const iterationId = await insertId(
    db
      .insertInto('project_iterations')
      .values({
        project_id: projectId,
        name: 'Sprint',
        start_date: '2030-01-01',
        end_date: '2030-01-14',
        creator_id: owner.id,
        ...stamps,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  await db.updateTable('questions').set({ iteration_id: iterationId }).where('id', '=', question.id).execute();
  const joinLinkId = await insertId(
    db
      .insertInto('join_links')
      .values({
        token_hash: `world${String(projectId).padStart(59, '0')}`,
        project_id: projectId,
        creator_id: admin.id,
        email: null,
        max_uses: 1,
        expire_time: '2099-01-01T00:00:00.000Z',
        create_time: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  await db
    .insertInto('question_iteration_log')
    .values({ question_id: question.id, iteration_id: iterationId, action: 'add', create_time: time })
    .execute();
  return {
    question,
    projectId,
    projectName,
    projectUpdateTime: await projectUpdateTime(db, projectId),
    owner,
    admin,
    member,
    other,
    outsider,
    outsiderProjectId,
    sideProjectId,
    teamId: team.id,
    moduleId,
    versionId,
    groupId,
    stageId,
    noticeId,
    iterationId,
    joinLinkId,
    ...(await issueObjects(db, projectId, member.id, question.id, files)),
    ...(await buildTestingObjects(db, { projectId, memberId: member.id })),
    ...(await buildPlanObjects(db, { projectId, memberId: member.id, creatorId: owner.id, files })),
    ...(await buildApiTestingObjects(db, { projectId, memberId: member.id })),
  };
}

/** How a permission test calls one route against a world: the request without its Authorization header. */
export type PermissionCase = (world: ProjectWorld) => Omit<InjectOptions, 'headers'>;
/** Keyed by "METHOD /prod-api/..." exactly as the route table lists the route. */
export type PermissionCases = Record<string, PermissionCase>;

/** Who in a world makes a call: every member of the project, by standing. */
export type WorldMember = keyof Pick<ProjectWorld, 'owner' | 'admin' | 'member' | 'other'>;

/**
 * Issue 28, point 15: a call the route's level lets `refused` make, refused by the object's own rule about who the
 * caller is toward it (its creator, a handler, its author, the task's executor, an admin). DOMAIN.md answers that
 * with 403, as any refusal by role. `allowed` passes the same rule with the same call, so the refusal is about
 * the caller and not the request.
 */
export interface RoleRefusal {
  refused: WorldMember;
  allowed: WorldMember;
  call: PermissionCase;
}
/** Keyed by what the refused caller tries, in words. */
export type RoleRefusals = Record<string, RoleRefusal>;
