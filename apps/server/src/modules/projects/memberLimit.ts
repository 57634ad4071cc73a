import { MEMBER_GRACE_DAYS, type MemberLimitState, ResultCode } from '@questline/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProjectTable } from '../../db/schema';
import { AppError } from '../../http/errors';
import { ownerVersionCode } from './ownerPlan';
import { limitsOf } from './planLimits';

const DAY_MS = 86_400_000;

/** The project fields the member limit reads; named here because policy.ts imports this module (no cycle: ADR 0138). */
type LimitedProject = Pick<Selectable<ProjectTable>, 'id' | 'owner_id' | 'member_grace_until'>;

export async function memberCount(db: Kysely<Database>, projectId: number): Promise<number> {
  const row = await db
    .selectFrom('project_users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * DOMAIN.md "Plan limits": the member limit follows the owner's plan. When a project holds more members
 * than that (after a downgrade, an expiry or an owner transfer) it gets a grace date once; when it is back
 * within the limit the date is cleared. The state is worked out when read, so no job has to watch plans.
 */
export async function memberLimitState(
  db: Kysely<Database>,
  project: LimitedProject,
  now: Date,
): Promise<MemberLimitState> {
  return limitStateOf(db, project, now, await ownerVersionCode(db, project.owner_id));
}

async function limitStateOf(
  db: Kysely<Database>,
  project: LimitedProject,
  now: Date,
  versionCode: number,
): Promise<MemberLimitState> {
  const limit = limitsOf(versionCode).maxMembersPerProject;
  const current = await memberCount(db, project.id);
  let graceUntil = project.member_grace_until;
  const over = limit !== null && current > limit;
  if (over && graceUntil === null) {
    graceUntil = new Date(now.getTime() + MEMBER_GRACE_DAYS * DAY_MS).toISOString();
    await db.updateTable('projects').set({ member_grace_until: graceUntil }).where('id', '=', project.id).execute();
  } else if (!over && graceUntil !== null) {
    graceUntil = null;
    await db.updateTable('projects').set({ member_grace_until: null }).where('id', '=', project.id).execute();
  }
  const mustRemove = over && graceUntil !== null && now.getTime() > Date.parse(graceUntil);
  return { limit, current, versionCode, graceUntil, mustRemove };
}

/** After the grace date, nothing else changes in the project until members are removed (code 500101). */
export async function assertMemberGraceKept(db: Kysely<Database>, project: LimitedProject, now: Date): Promise<void> {
  const versionCode = await ownerVersionCode(db, project.owner_id);
  // An unlimited plan without a grace date has nothing to count or clear: every write to a big team's project
  // skips counting its members (issue 17).
  if (limitsOf(versionCode).maxMembersPerProject === null && project.member_grace_until === null) return;
  const state = await limitStateOf(db, project, now, versionCode);
  if (!state.mustRemove || state.limit === null || state.graceUntil === null) return;
  throw new AppError(
    ResultCode.planLimit,
    'memberGraceExpired',
    { limit: state.limit, date: state.graceUntil.slice(0, 10) },
    { limit: state.limit, current: state.current, versionCode: state.versionCode, kind: 'members' },
  );
}
