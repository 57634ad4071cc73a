import { z } from 'zod';
import { recordId } from './recordId';
import { ASSIGNABLE_TEAM_ROLES, TEAM_BATCH_PHONES_MAX, type TeamRole } from './teamsRules';

/**
 * Issue 8: the request bodies and answers of the team calls under /{product}/team/ (spec points 1, 2, 8;
 * paths in ADR 0017). Names and phones are checked by the service with teamsRules.ts so that each failure
 * gets its own localised message; these schemas only fix the shape.
 */

const id = recordId;
/** Loose on purpose: teamNameProblem() gives the precise message. */
const name = z.string().max(200);
const phone = z.string().max(32);

export const teamIdQuery = z.strictObject({ teamId: id });
export type TeamIdQuery = z.infer<typeof teamIdQuery>;

export const addTeamBody = z.strictObject({ name });
export type AddTeamBody = z.infer<typeof addTeamBody>;

export const updateTeamBody = z.strictObject({ teamId: id, name });
export type UpdateTeamBody = z.infer<typeof updateTeamBody>;

export const teamIdBody = z.strictObject({ teamId: id });
export type TeamIdBody = z.infer<typeof teamIdBody>;

/** parentId null or absent: a top-level department. */
export const addDeptBody = z.strictObject({ teamId: id, parentId: id.nullish(), name });
export type AddDeptBody = z.infer<typeof addDeptBody>;

export const updateDeptBody = z.strictObject({ teamId: id, deptId: id, name });
export type UpdateDeptBody = z.infer<typeof updateDeptBody>;

/** Moves and reorders in one call, as a drag does: `index` is the place among the new parent's children. */
export const moveDeptBody = z.strictObject({
  teamId: id,
  deptId: id,
  parentId: id.nullable(),
  index: z.coerce.number().int().min(0).max(10_000),
});
export type MoveDeptBody = z.infer<typeof moveDeptBody>;

export const deptIdBody = z.strictObject({ teamId: id, deptId: id });
export type DeptIdBody = z.infer<typeof deptIdBody>;

/** Without deptId: the whole team; with it: that department and its sub-departments. */
export const teamMemberListQuery = z.strictObject({ teamId: id, deptId: id.optional() });
export type TeamMemberListQuery = z.infer<typeof teamMemberListQuery>;

export const addTeamMemberBody = z.strictObject({ teamId: id, phone, deptId: id.nullish() });
export type AddTeamMemberBody = z.infer<typeof addTeamMemberBody>;

export const batchAddTeamMemberBody = z.strictObject({
  teamId: id,
  phoneArr: z.array(phone).max(TEAM_BATCH_PHONES_MAX),
  deptId: id.nullish(),
});
export type BatchAddTeamMemberBody = z.infer<typeof batchAddTeamMemberBody>;

/** deptId null: the member belongs to no department (the team itself). */
export const moveTeamMemberBody = z.strictObject({ teamId: id, userId: id, deptId: id.nullable() });
export type MoveTeamMemberBody = z.infer<typeof moveTeamMemberBody>;

export const setTeamMemberRoleBody = z.strictObject({ teamId: id, userId: id, role: z.enum(ASSIGNABLE_TEAM_ROLES) });
export type SetTeamMemberRoleBody = z.infer<typeof setTeamMemberRoleBody>;

export const teamMemberBody = z.strictObject({ teamId: id, userId: id });
export type TeamMemberBody = z.infer<typeof teamMemberBody>;

/** GET /{product}/team/myTeamList: the teams the caller belongs to, with the caller's role. */
export interface TeamSummary {
  teamId: number;
  name: string;
  ownerId: number;
  ownerNickName: string;
  role: TeamRole;
  memberCount: number;
  createTime: string;
  updateTime: string;
}

/** GET /{product}/team/deptTree: the departments, nested, siblings in their order. */
export interface TeamDept {
  deptId: number;
  parentId: number | null;
  name: string;
  sort: number;
  /** People directly in this department (not in its sub-departments). */
  memberCount: number;
  children: TeamDept[];
}

/** GET /{product}/team/memberList. `phone` is masked unless the caller manages the team or it is their own. */
export interface TeamMember {
  userId: number;
  nickName: string;
  avatar: string;
  phone: string;
  deptId: number | null;
  deptName: string;
  role: TeamRole;
  joinTime: string;
}

/**
 * POST /{product}/team/batchAddMember: 200 when no phone failed, 500201 when some did but not all (DOMAIN.md);
 * `succeeded` holds the user ids of the contacts added at once, `invited` the phones sent an invitation
 * (ADR 0099), a failure's `id` is its place in `phoneArr`.
 */
export interface TeamBatchAddData {
  succeeded: number[];
  invited: string[];
  failed: { id: number; phone: string; msg: string }[];
}
