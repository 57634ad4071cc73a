import type { QuestionRow } from '../issues/issueApi';
import { QUESTION_COLUMNS } from '../issues/listColumns';
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

export const BACKLOG_COLUMNS = [...QUESTION_COLUMNS, 'projectName'] as const;
export type BacklogColumn = (typeof BACKLOG_COLUMNS)[number];
export const FIXED_BACKLOG_COLUMNS: readonly BacklogColumn[] = ['number', 'questionName', 'status'];
/**
 * Without the creator and the handlers (the to-do's own "your part" says why it waits), so the title keeps room at
 * 1366 px with no sideways scrolling (issue 38, point 4); a person may add either back.
 */
export const DEFAULT_BACKLOG_COLUMNS: readonly BacklogColumn[] = [
  'number',
  'questionName',
  'status',
  'projectName',
  'questionType',
  'priority',
  'deadline',
  'updateTime',
];
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
