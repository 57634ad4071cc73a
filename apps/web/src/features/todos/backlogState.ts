import {
  type BacklogColumn,
  type BacklogFilter,
  DEFAULT_BACKLOG_COLUMNS,
  FIXED_BACKLOG_COLUMNS,
  type Priority,
  type QuestionSortColumn,
  type QuestionStatus,
  type QuestionType,
} from '@questline/contract';
import { ISSUE_DEFAULT_PAGE_SIZE } from '../issues';

/** What the to-do pages' filter row and table hold; paging travels in the query, the rest in the body. */
export interface BacklogState {
  projectId: number | null;
  questionType: QuestionType | null;
  status: QuestionStatus[];
  priority: Priority[];
  keyword: string;
  orderBy: QuestionSortColumn;
  order: 'asc' | 'desc';
  pageNum: number;
  pageSize: number;
}

export const INITIAL_BACKLOG_STATE: BacklogState = {
  projectId: null,
  questionType: null,
  status: [],
  priority: [],
  keyword: '',
  orderBy: 'updateTime',
  order: 'desc',
  pageNum: 1,
  pageSize: ISSUE_DEFAULT_PAGE_SIZE,
};

/** Only the filters set travel, so the body stays as small as the person's choice. */
export function toBacklogFilter(state: BacklogState): BacklogFilter {
  const keyword = state.keyword.trim();
  return {
    ...(state.projectId !== null ? { projectId: state.projectId } : {}),
    ...(state.questionType !== null ? { questionType: state.questionType } : {}),
    ...(state.status.length > 0 ? { status: state.status } : {}),
    ...(state.priority.length > 0 ? { priority: state.priority } : {}),
    ...(keyword ? { keyword } : {}),
    orderBy: state.orderBy,
    order: state.order,
  };
}

/** Any change but paging starts again at page 1. */
export function patchBacklogState(state: BacklogState, patch: Partial<BacklogState>): BacklogState {
  const paging = 'pageNum' in patch;
  return { ...state, ...patch, pageNum: paging ? (patch.pageNum ?? 1) : 1 };
}

/** The fixed columns are shown even if a saved choice lacks them. */
export function shownBacklogColumns(saved: readonly BacklogColumn[] | undefined): BacklogColumn[] {
  const list = saved && saved.length > 0 ? saved : DEFAULT_BACKLOG_COLUMNS;
  return [...FIXED_BACKLOG_COLUMNS.filter((key) => !list.includes(key)), ...list];
}
