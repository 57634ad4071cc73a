import { z } from 'zod';
import { recordId } from '../recordId';
import { RECORD_ID_MAX } from '../recordIdMax';
import { instant } from '../dates';
import {
  GROUP_NAME_MAX,
  MODULE_NAME_MAX,
  NOTICE_CONTENT_MAX,
  NOTICE_TITLE_MAX_BYTES,
  type NoticeStatus,
  STAGE_NAME_MAX,
  VERSION_ICONS,
  VERSION_NAME_MAX,
  type FixedStage,
  type VersionIcon,
  fitsBytes,
} from './rules';

/**
 * Issue 8: project settings (spec points 3 "Project", "Project module", 4 "Iteration stages",
 * "Project notice", 5 "Names", "Project notice", "Imports", 7 "Modules").
 */

const id = recordId;
const name = (max: number) => z.string().trim().min(1).max(max);

export const projectIdQuery = z.strictObject({ projectId: id });

/* Modules (spec point 3 "Project module": serial number, name, default handler, project user). */

export interface ProjectModule {
  moduleId: number;
  projectId: number;
  parentId: number | null;
  moduleName: string;
  serialNo: number;
  /** The default handler of new issues in this module. */
  handlerUserId: number | null;
  handlerName: string | null;
}

export interface ModuleTreeNode {
  id: number;
  label: string;
  serialNo: number;
  handlerUserId: number | null;
  children: ModuleTreeNode[];
}

export const addModuleBody = z.strictObject({
  projectId: id,
  parentId: id.nullable().default(null),
  moduleName: name(MODULE_NAME_MAX),
  handlerUserId: id.nullable().default(null),
});
export type AddModuleBody = z.input<typeof addModuleBody>;

export const editModuleBody = z.strictObject({
  moduleId: id,
  moduleName: name(MODULE_NAME_MAX),
  handlerUserId: id.nullable().default(null),
});
export type EditModuleBody = z.input<typeof editModuleBody>;

export const moduleIdBody = z.strictObject({ moduleId: id });

/** A whole reorder of one project's tree: each module's parent and position. */
export const moduleOrderBody = z.strictObject({
  projectId: id,
  items: z
    .array(
      z.strictObject({ moduleId: id, parentId: id.nullable(), serialNo: z.number().int().min(0).max(RECORD_ID_MAX) }),
    )
    .min(1),
});
export type ModuleOrderBody = z.infer<typeof moduleOrderBody>;

/** PUT batchEditModuleProjectUser takes its arguments in the query (spec point 7). */
export const batchModuleHandlerQuery = z.strictObject({
  projectId: id,
  moduleIdList: z.union([z.string(), z.array(z.string())]).transform((value, context) => {
    const ids = (Array.isArray(value) ? value : value.split(',')).map((part) => Number(part.trim()));
    // Each must fit the id column, as recordId does (a larger one failed in PostgreSQL: the fuzzer of issue 36).
    if (ids.length === 0 || ids.some((entry) => !Number.isInteger(entry) || entry <= 0 || entry > RECORD_ID_MAX)) {
      context.addIssue({ code: 'custom', message: 'moduleIdList' });
      return z.NEVER;
    }
    return ids;
  }),
  projectUserId: id,
});

/** One row of a module import that failed, by its spreadsheet row number. */
export interface ImportRowError {
  row: number;
  msg: string;
}

export interface ModuleImportData {
  imported: number;
}

/* Versions (spec point 3 "versions with icons"). */

export interface ProjectVersion {
  versionId: number;
  projectId: number;
  versionName: string;
  icon: VersionIcon;
  sort: number;
}

export const addVersionBody = z.strictObject({
  projectId: id,
  versionName: name(VERSION_NAME_MAX),
  icon: z.enum(VERSION_ICONS).default('tag'),
});
export type AddVersionBody = z.input<typeof addVersionBody>;
export const editVersionBody = addVersionBody.omit({ projectId: true }).extend({ versionId: id });
export type EditVersionBody = z.input<typeof editVersionBody>;
export const versionIdBody = z.strictObject({ versionId: id });

/* Groups: named sets of project members (e.g. front end, QA) to pick handlers by (ADR 0016). */

export interface ProjectGroup {
  groupId: number;
  projectId: number;
  groupName: string;
  memberIds: number[];
}

export const addGroupBody = z.strictObject({
  projectId: id,
  groupName: name(GROUP_NAME_MAX),
  memberIds: z.array(id).max(500).default([]),
});
export type AddGroupBody = z.input<typeof addGroupBody>;
export const editGroupBody = addGroupBody.omit({ projectId: true }).extend({ groupId: id });
export type EditGroupBody = z.input<typeof editGroupBody>;
export const groupIdBody = z.strictObject({ groupId: id });

/* Iteration stages (spec point 4): first "not started" and last "completed" fixed. */

export interface IterationStage {
  stageId: number;
  projectId: number;
  /** The fixed stages' names follow the reader's language; user stages carry their own name. */
  stageName: string;
  fixed: FixedStage | null;
  sort: number;
}

export const addStageBody = z.strictObject({ projectId: id, stageName: name(STAGE_NAME_MAX) });
export const editStageBody = z.strictObject({ stageId: id, stageName: name(STAGE_NAME_MAX) });
export const stageIdBody = z.strictObject({ stageId: id });
/** The user stages in their new order; the fixed ones stay first and last. */
export const stageOrderBody = z.strictObject({ projectId: id, stageIds: z.array(id).max(100) });

/* Project notices (spec points 4, 5): title at most 50 bytes, publish time required. */

export interface ProjectNotice {
  noticeId: number;
  projectId: number;
  noticeTitle: string;
  noticeContent: string;
  publishTime: string;
  status: NoticeStatus;
  createBy: number;
  createByName: string;
  updateTime: string;
}

export const addNoticeBody = z.strictObject({
  projectId: id,
  noticeTitle: z
    .string()
    .trim()
    .min(1)
    .refine((value) => fitsBytes(value, NOTICE_TITLE_MAX_BYTES), {
      params: { messageKey: 'nameTooLongBytes', max: NOTICE_TITLE_MAX_BYTES },
    }),
  noticeContent: z.string().max(NOTICE_CONTENT_MAX).default(''),
  publishTime: instant,
  status: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type AddNoticeBody = z.input<typeof addNoticeBody>;
export const editNoticeBody = addNoticeBody.omit({ projectId: true }).extend({ noticeId: id });
export type EditNoticeBody = z.input<typeof editNoticeBody>;
export const noticeIdBody = z.strictObject({ noticeId: id });
