import { z } from 'zod';
import { recordId } from '../recordId';
import { PHONE_PATTERN } from '../accountRules';
import type { PartialData } from '../envelope';
import { updateTimeField } from '../issues/issueApi';
import {
  ADD_CODE_LENGTH,
  BATCH_PHONES_MAX,
  MEMBER_ALIAS_MAX,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX_BYTES,
  PROJECT_VIEWS,
  type ProjectRole,
  type ProjectView,
  VERIFY_CODE_LENGTH,
  fitsBytes,
  isPlainName,
} from './rules';

/**
 * Issue 8: the calls of projects and project users (spec points 3, 4, 5, 6, 7 "Projects and to-dos",
 * "Project users"). The server validates with these schemas; the web forms check the same rules first.
 */

const id = recordId;

/** A name "without special characters" within a byte limit; the message names the rule that failed. */
export function plainName(maxBytes: number) {
  return z
    .string()
    .trim()
    .min(1)
    .refine((value) => isPlainName(value), { params: { messageKey: 'nameSpecialChars' } })
    .refine((value) => fitsBytes(value, maxBytes), { params: { messageKey: 'nameTooLongBytes', max: maxBytes } });
}

export const projectIdBody = z.strictObject({ projectId: id });
export type ProjectIdBody = z.infer<typeof projectIdBody>;

export const createProjectBody = z.strictObject({
  projectName: plainName(PROJECT_NAME_MAX_BYTES),
  description: z.string().trim().max(PROJECT_DESCRIPTION_MAX).default(''),
  /** An image uploaded first through projectInfo/uploadImage; empty for none. */
  projectImg: z.string().max(256).default(''),
});
export type CreateProjectBody = z.input<typeof createProjectBody>;

/** PUT projectInfo: with the `updateTime` the settings loaded (a project changed since is refused). */
export const updateProjectBody = createProjectBody.extend({ projectId: id, updateTime: updateTimeField });
export type UpdateProjectBody = z.input<typeof updateProjectBody>;

export const projectListQuery = z.strictObject({ view: z.enum(PROJECT_VIEWS).default('active') });

export const hideProjectBody = z.strictObject({ projectId: id, hidden: z.boolean() });
export const archiveProjectBody = z.strictObject({ projectId: id, archived: z.boolean() });
/** Permanent deletion repeats the project's name, like the owner transfer (ADR 0016). */
export const deleteProjectBody = z.strictObject({ projectId: id, confirmText: z.string().max(256) });

/** POST projectInfo/updateProjectCreateBy: `confirmText` must equal the project's name. */
export const transferProjectBody = z.strictObject({ projectId: id, userId: id, confirmText: z.string().max(256) });
export type TransferProjectBody = z.infer<typeof transferProjectBody>;

/** POST projectInfo/getMyProjectInfoList: with a projectId the current project switches to it. */
export const myProjectsBody = z.strictObject({ projectId: id.optional() });

export const joinProjectBody = z.strictObject({
  addCode: z.string().trim().toUpperCase().length(ADD_CODE_LENGTH),
  verifyCode: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${String(VERIFY_CODE_LENGTH)}}$`)),
});
export type JoinProjectBody = z.infer<typeof joinProjectBody>;

/** One project as the project home lists it. */
export interface ProjectCard {
  projectId: number;
  projectName: string;
  description: string;
  projectImg: string;
  ownerId: number;
  ownerName: string;
  /** The caller's role in it. */
  role: ProjectRole;
  memberCount: number;
  moduleCount: number;
  archived: boolean;
  /** Hidden from the caller's own list (a per-member choice). */
  hidden: boolean;
  /** Set while the project is in the recycle bin. */
  deleteTime: string | null;
  /** When the recycle-bin purge removes it for good; null when it is kept permanently. */
  purgeTime: string | null;
  isCurrent: boolean;
  createTime: string;
  updateTime: string;
}

export interface ProjectListData {
  view: ProjectView;
}

/** Answer of getMyProjectInfoList: the switcher's list and the current project. */
export interface MyProjectsData {
  current: ProjectCard | null;
  projects: ProjectCard[];
}

/** Invitation code and its verification code, valid until endTime (spec points 5, 9). */
export interface AddCodeData {
  addCode: string | null;
  verifyCode: string | null;
  endTime: string | null;
}

/** The state of the member limit (DOMAIN.md "Plan limits"): after graceUntil, admins must remove members. */
export interface MemberLimitState {
  limit: number | null;
  current: number;
  versionCode: number;
  graceUntil: string | null;
  mustRemove: boolean;
}

export const projectUserListBody = projectIdBody;

/** One project user (spec point 3 "Project user"). */
export interface ProjectMember {
  userId: number;
  /** The alias shown in this project (spec point 5 "User alias"). */
  userName: string;
  nickName: string;
  avatar: string;
  /** Masked for members who are not admins. */
  phonenumber: string;
  role: ProjectRole;
  createTime: string;
  /** Work the member holds that must be handed over before they leave (spec point 6). */
  pendingCount: number;
}

export interface ProjectMembersData {
  members: ProjectMember[];
  limit: MemberLimitState;
}

export const addMemberBody = z.strictObject({ projectId: id, phone: z.string().trim().regex(PHONE_PATTERN) });
/**
 * batchAddProjectUserByProAdmin's data: the batch rule's places in phoneArr (DOMAIN.md), `succeeded` the
 * contacts added at once and `invited` the numbers sent an invitation (ADR 0099).
 */
export interface MemberBatchData extends PartialData {
  invited: number[];
}
export const batchAddMembersBody = z.strictObject({
  projectId: id,
  phoneArr: z.array(z.string().trim()).min(1).max(BATCH_PHONES_MAX),
});
/** Members of another project the caller belongs to, not yet in the current one. */
export const membersOfOtherProjectBody = z.strictObject({ mainProId: id, currentProId: id });
/** Members of a team (or one department of it), not yet in the current project. */
export const membersOfTeamBody = z.strictObject({ teamId: id, deptId: id.optional(), currentProId: id });

/** Adds the chosen people from one source: another project or a team the caller belongs to. */
export const importMembersBody = z.strictObject({
  projectId: id,
  userIds: z.array(id).min(1).max(BATCH_PHONES_MAX),
  source: z.union([z.strictObject({ projectId: id }), z.strictObject({ teamId: id })]),
});
export type ImportMembersBody = z.infer<typeof importMembersBody>;

/** A person who could be imported (the answer of the two *ByTwoProId calls). */
export interface MemberCandidate {
  userId: number;
  nickName: string;
  avatar: string;
  phonenumber: string;
}

export const memberBody = z.strictObject({ projectId: id, userId: id });
/** Remove or quit; toUserId takes over the member's pending work and is required when there is any. */
export const handOverBody = z.strictObject({ projectId: id, userId: id, toUserId: id.optional() });
export type HandOverBody = z.infer<typeof handOverBody>;

export const renameMemberBody = z.strictObject({
  projectId: id,
  userId: id,
  userName: z
    .string()
    .trim()
    .min(1)
    .max(MEMBER_ALIAS_MAX)
    .refine((value) => isPlainName(value), { params: { messageKey: 'nameSpecialChars' } }),
});
