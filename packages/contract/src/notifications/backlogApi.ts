import { z } from 'zod';
import { DEFECT_CATEGORIES, PRIORITIES, SEVERITIES, TERMINALS } from '../issues/fields';
import { calendarDate, positiveId as id, type QuestionRow } from '../issues/issueApi';
import { QUESTION_COLUMNS, QUESTION_SORT_COLUMNS } from '../issues/listApi';
import { QUESTION_STATUSES } from '../issues/workflow';
import { productPath } from '../transport';

/**
 * Issue 11: "my to-dos" (`backlog`) and "members' to-dos" (`backloguser`), spec points 2 and 7 "Projects
 * and to-dos". An issue waits on a person (DOMAIN.md "Who may act") as a handler whose part is not done
 * while it is 2 to solve, 3 repairing, 6 reopened or 9 delayed; as its creator while it is 4 to verify;
 * as the named re-reviewer while it is 5 to re-verify. These calls use LONG_TIMEOUT_MS and are polled
 * every POLL_INTERVAL_MS (transport.ts), paused while the tab is hidden.
 */

export const BACKLOG_PATHS = {
  /** GET: answers `rows` of BacklogProject (and `total`). */
  projectList: productPath('projectInfo/getBacklogProjectList'),
  /** GET: answers `rows` of ManagedMember: the members of the projects the caller administers. */
  allProjectUsers: productPath('projectInfo/getAllProjectUserList'),
  /** GET ?userId: answers `rows` of BacklogProject for one member, limited to projects the caller administers. */
  projectListByUser: productPath('projectInfo/getBacklogProjectListByUserId'),
  /** POST ?pageNum&pageSize, body BacklogFilter: answers `rows` of BacklogQuestionRow and `total`. */
  questionList: productPath('questionInfo/getBacklogQuestionList'),
  /** POST ?pageNum&pageSize, body MemberBacklogFilter: one member's pending issues, for project admins. */
  questionListByUser: productPath('questionInfo/getBacklogQuestionListByUser'),
  /** GET: answers `data` = BacklogColumn[]. */
  getColumns: productPath('questionInfo/getBacklogQuestionColumns'),
  /** POST {columns}: answers `data` null. */
  setColumns: productPath('questionInfo/setBacklogQuestionColumns'),
  /** GET: answers `data` = TodoCounts. */
  todoCounts: productPath('questionInfo/getTodoCounts'),
} as const;

const codes = <T extends readonly number[]>(values: T) =>
  z
    .array(z.number().int())
    .max(values.length)
    .refine((list) => list.every((value) => values.includes(value)), { params: { messageKey: 'fieldValue' } })
    .optional();

/** The to-do list's columns: the issue list's plus the project, since it spans projects. */
export const BACKLOG_COLUMNS = [...QUESTION_COLUMNS, 'projectName'] as const;
export type BacklogColumn = (typeof BACKLOG_COLUMNS)[number];
export const FIXED_BACKLOG_COLUMNS: readonly BacklogColumn[] = ['number', 'questionName', 'status'];
export const DEFAULT_BACKLOG_COLUMNS: readonly BacklogColumn[] = [
  'number',
  'questionName',
  'status',
  'projectName',
  'questionType',
  'priority',
  'handlers',
  'creator',
  'deadline',
  'updateTime',
];
export const setBacklogColumnsBody = z.strictObject({
  columns: z
    .array(z.enum(BACKLOG_COLUMNS))
    .min(1)
    .max(BACKLOG_COLUMNS.length)
    .refine((list) => new Set(list).size === list.length, { params: { messageKey: 'fieldValue' } }),
});
export type SetBacklogColumnsBody = z.input<typeof setBacklogColumnsBody>;

const backlogFilterFields = {
  /** One project's to-dos; absent = every project. */
  projectId: id.optional(),
  questionType: z.number().int().min(1).max(4).optional(),
  /** Narrows within the pending statuses; a status that is never pending simply finds nothing. */
  status: codes(QUESTION_STATUSES),
  priority: codes(PRIORITIES),
  severity: codes(SEVERITIES),
  terminal: codes(TERMINALS),
  defectCategory: codes(DEFECT_CATEGORIES),
  createFrom: calendarDate.optional(),
  createTo: calendarDate.optional(),
  deadlineFrom: calendarDate.optional(),
  deadlineTo: calendarDate.optional(),
  /** Title text, or an issue number (with or without #). */
  keyword: z.string().trim().max(100).optional(),
  orderBy: z.enum(QUESTION_SORT_COLUMNS).default('updateTime'),
  order: z.enum(['asc', 'desc']).default('desc'),
};

/** Body of getBacklogQuestionList (paging in the query, spec point 7). */
export const backlogFilter = z.strictObject(backlogFilterFields);
export type BacklogFilter = z.input<typeof backlogFilter>;
export type ParsedBacklogFilter = z.infer<typeof backlogFilter>;

/** Body of getBacklogQuestionListByUser: the same filters and the member whose to-dos are read. */
export const memberBacklogFilter = z.strictObject({ ...backlogFilterFields, userId: id });
export type MemberBacklogFilter = z.input<typeof memberBacklogFilter>;
export type ParsedMemberBacklogFilter = z.infer<typeof memberBacklogFilter>;

/** Query of getBacklogProjectListByUserId. */
export const backlogUserQuery = z.strictObject({ userId: id });

/** Why the issue waits on the person: their part as handler, their review, or their re-review. */
export type BacklogRole = 'handler' | 'verifier' | 'reviewer';

/** A row of the to-do lists: the issue list's row plus where it lives and why it waits. */
export interface BacklogQuestionRow extends QuestionRow {
  projectName: string;
  waitingAs: BacklogRole;
}

/** A project with work waiting on the person (getBacklogProjectList, getBacklogProjectListByUserId). */
export interface BacklogProject {
  projectId: number;
  projectName: string;
  /** Pending issues of this project. */
  count: number;
}

/** A member of a project the caller administers (getAllProjectUserList), the caller included. */
export interface ManagedMember {
  userId: number;
  nickName: string;
  avatar: string;
  /** Pending issues in the projects the caller administers. */
  count: number;
  projects: { projectId: number; projectName: string }[];
}

/** getTodoCounts: the dots of the left menu's to-do submenu. */
export interface TodoCounts {
  /** Issues waiting on the caller. */
  mine: number;
  /** Issues waiting on other members of the projects the caller administers (0 when none). */
  members: number;
  /** The caller administers at least one project, so "members' to-dos" is offered. */
  managesMembers: boolean;
}
