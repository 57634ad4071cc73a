import type { Locale } from '../locale';
import type { ProjectRole } from '../projects/rules';

/**
 * DOMAIN.md "Issue workflow" as data: the one table the server enforces and the web reads to show
 * only the buttons the caller may press. Nothing here is re-typed elsewhere.
 */

export const QUESTION_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const QuestionStatusCode = {
  draft: 1,
  toSolve: 2,
  repairing: 3,
  toVerify: 4,
  toReverify: 5,
  reopened: 6,
  resolved: 7,
  refused: 8,
  delayed: 9,
  closed: 10,
} as const satisfies Record<string, QuestionStatus>;

export const QUESTION_STATUS_LABELS: Record<Locale, Record<QuestionStatus, string>> = {
  zh: {
    1: '草稿',
    2: '待解决',
    3: '修复中',
    4: '待审核',
    5: '待复审',
    6: '重新打开',
    7: '已解决',
    8: '已拒绝',
    9: '已延期',
    10: '已关闭',
  },
  en: {
    1: 'Draft',
    2: 'To solve',
    3: 'Repairing',
    4: 'To verify',
    5: 'To re-verify',
    6: 'Reopened',
    7: 'Resolved',
    8: 'Refused',
    9: 'Delayed',
    10: 'Closed',
  },
};

/** The twelve actions; each is POST questionInfo/questionBy{Action} and batchQuestionBy{Action}. */
export const WORKFLOW_ACTIONS = [
  'StartRepair',
  'CompleteRepair',
  'AdoptReview',
  'UnAdoptReview',
  'AdoptReviewAndRetrial',
  'AdoptRetrial',
  'UnAdoptRetrial',
  'ChangeToUser',
  'Reopen',
  'Refuse',
  'Delay',
  'Close',
] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

export const WORKFLOW_ACTION_LABELS: Record<Locale, Record<WorkflowAction, string>> = {
  zh: {
    StartRepair: '开始修复',
    CompleteRepair: '完成修复',
    AdoptReview: '审核通过',
    UnAdoptReview: '审核不通过',
    AdoptReviewAndRetrial: '审核通过并复审',
    AdoptRetrial: '复审通过',
    UnAdoptRetrial: '复审不通过',
    ChangeToUser: '转交',
    Reopen: '重新打开',
    Refuse: '拒绝',
    Delay: '延期',
    Close: '关闭',
  },
  en: {
    StartRepair: 'Start repair',
    CompleteRepair: 'Complete repair',
    AdoptReview: 'Pass review',
    UnAdoptReview: 'Fail review',
    AdoptReviewAndRetrial: 'Pass and send to re-review',
    AdoptRetrial: 'Pass re-review',
    UnAdoptRetrial: 'Fail re-review',
    ChangeToUser: 'Change handler',
    Reopen: 'Reopen',
    Refuse: 'Refuse',
    Delay: 'Delay',
    Close: 'Close',
  },
};

/** Spec point 4 "Issue history action codes 1-18" (18 = copy from another project, DOMAIN.md). */
export const HistoryCode = {
  startRepair: 1,
  completeRepair: 2,
  adoptReview: 3,
  unAdoptReview: 4,
  adoptReviewAndRetrial: 5,
  adoptRetrial: 6,
  unAdoptRetrial: 7,
  changeToUser: 8,
  reopen: 9,
  refuse: 10,
  delay: 11,
  comment: 12,
  create: 13,
  modify: 14,
  close: 15,
  completeWithoutStart: 16,
  import: 17,
  copy: 18,
} as const;
export type HistoryCode = (typeof HistoryCode)[keyof typeof HistoryCode];

export const HISTORY_LABELS: Record<Locale, Record<HistoryCode, string>> = {
  zh: {
    1: '开始修复',
    2: '完成修复',
    3: '审核通过',
    4: '审核不通过',
    5: '审核通过并复审',
    6: '复审通过',
    7: '复审不通过',
    8: '转交',
    9: '重新打开',
    10: '拒绝',
    11: '延期',
    12: '评论',
    13: '创建',
    14: '修改',
    15: '关闭',
    16: '完成修复（未经开始）',
    17: '导入',
    18: '从其他项目复制',
  },
  en: {
    1: 'Started repair',
    2: 'Completed repair',
    3: 'Passed review',
    4: 'Failed review',
    5: 'Passed and sent to re-review',
    6: 'Passed re-review',
    7: 'Failed re-review',
    8: 'Changed handler',
    9: 'Reopened',
    10: 'Refused',
    11: 'Delayed',
    12: 'Commented',
    13: 'Created',
    14: 'Edited',
    15: 'Closed',
    16: 'Completed repair (without start)',
    17: 'Imported',
    18: 'Copied from another project',
  },
};

const ACTION_HISTORY: Record<WorkflowAction, HistoryCode> = {
  StartRepair: 1,
  CompleteRepair: 2,
  AdoptReview: 3,
  UnAdoptReview: 4,
  AdoptReviewAndRetrial: 5,
  AdoptRetrial: 6,
  UnAdoptRetrial: 7,
  ChangeToUser: 8,
  Reopen: 9,
  Refuse: 10,
  Delay: 11,
  Close: 15,
};

type Row = Partial<Record<WorkflowAction, QuestionStatus>>;

/** DOMAIN.md's table: from-status → action → to-status. A missing cell is an illegal transition. */
export const WORKFLOW_TABLE: Record<QuestionStatus, Row> = {
  1: { Close: 10 },
  2: { StartRepair: 3, CompleteRepair: 4, ChangeToUser: 2, Refuse: 8, Delay: 9, Close: 10 },
  3: { CompleteRepair: 4, ChangeToUser: 3, Refuse: 8, Delay: 9, Close: 10 },
  4: { AdoptReview: 7, UnAdoptReview: 6, AdoptReviewAndRetrial: 5, ChangeToUser: 4, Close: 10 },
  5: { AdoptRetrial: 7, UnAdoptRetrial: 6, ChangeToUser: 5, Close: 10 },
  6: { StartRepair: 3, CompleteRepair: 4, ChangeToUser: 6, Refuse: 8, Delay: 9, Close: 10 },
  7: { Reopen: 6, Close: 10 },
  8: { Reopen: 6, Close: 10 },
  9: { StartRepair: 3, ChangeToUser: 9, Refuse: 8, Close: 10 },
  10: { Reopen: 6 },
};

export interface Transition {
  to: QuestionStatus;
  history: HistoryCode;
}

/**
 * The status an action leads to and the history code it writes, or null when the table has no cell.
 * Completion straight from "to solve" or "reopened" skips the start and is recorded as code 16.
 */
export function transition(from: QuestionStatus, action: WorkflowAction): Transition | null {
  const to = WORKFLOW_TABLE[from][action];
  if (to === undefined) return null;
  const skippedStart = action === 'CompleteRepair' && (from === 2 || from === 6);
  return { to, history: skippedStart ? HistoryCode.completeWithoutStart : ACTION_HISTORY[action] };
}

/** Who the caller is to this issue; the project owner and admins may always act (DOMAIN.md). */
export interface ActorContext {
  role: ProjectRole;
  isHandler: boolean;
  isCreator: boolean;
  isReviewer: boolean;
}

type Actor = 'handler' | 'creator' | 'reviewer' | 'handlerOrCreator';

export const ACTION_ACTORS: Record<WorkflowAction, Actor> = {
  StartRepair: 'handler',
  CompleteRepair: 'handler',
  Refuse: 'handler',
  Delay: 'handler',
  AdoptReview: 'creator',
  UnAdoptReview: 'creator',
  AdoptReviewAndRetrial: 'creator',
  AdoptRetrial: 'reviewer',
  UnAdoptRetrial: 'reviewer',
  ChangeToUser: 'handlerOrCreator',
  Reopen: 'creator',
  Close: 'creator',
};

export function mayAct(action: WorkflowAction, actor: ActorContext): boolean {
  if (actor.role === 'owner' || actor.role === 'admin') return true;
  switch (ACTION_ACTORS[action]) {
    case 'handler':
      return actor.isHandler;
    case 'creator':
      return actor.isCreator;
    case 'reviewer':
      return actor.isReviewer;
    case 'handlerOrCreator':
      return actor.isHandler || actor.isCreator;
  }
}

/** The actions the caller may take on an issue in this status now: the detail answer's buttons. */
export function allowedActions(status: QuestionStatus, actor: ActorContext): WorkflowAction[] {
  return WORKFLOW_ACTIONS.filter((action) => transition(status, action) !== null && mayAct(action, actor));
}

/** Inputs each action needs besides the issue (DOMAIN.md "Required inputs"). */
export const ACTION_INPUTS = {
  StartRepair: [],
  CompleteRepair: [],
  AdoptReview: [],
  UnAdoptReview: ['note'],
  AdoptReviewAndRetrial: ['reviewerUserId'],
  AdoptRetrial: [],
  UnAdoptRetrial: ['note'],
  ChangeToUser: ['handlerUserIds'],
  Reopen: [],
  Refuse: ['refuseReason', 'note'],
  Delay: ['deadline'],
  Close: [],
} as const satisfies Record<WorkflowAction, readonly string[]>;

/** Statuses in which the issue waits for its handlers: what "my to-dos" counts for a handler. */
export const HANDLER_PENDING_STATUSES: readonly QuestionStatus[] = [2, 3, 6, 9];
/** Statuses in which the issue waits for its creator's review. */
export const CREATOR_PENDING_STATUSES: readonly QuestionStatus[] = [4];
/** Status in which the issue waits for the named re-reviewer. */
export const REVIEWER_PENDING_STATUSES: readonly QuestionStatus[] = [5];
/** Finished issues: no one owes them work. */
export const FINISHED_STATUSES: readonly QuestionStatus[] = [7, 8, 10];
