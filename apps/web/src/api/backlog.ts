import {
  type ApiOk,
  type ApiPage,
  BACKLOG_PATHS,
  type BacklogColumn,
  type BacklogFilter,
  type BacklogProject,
  type BacklogQuestionRow,
  type ManagedMember,
  type MemberBacklogFilter,
  type PageQuery,
  type TodoCounts,
} from '@questline/contract';
import { type CallOptions, get, post } from './client';

/**
 * Issue 11: the to-do calls of spec point 7 "Projects and to-dos". The lists and counts wait 200 s
 * (spec points 7 "Transport" and 9), as the client's `long` switch sets.
 */
const long: CallOptions = { long: true };

const paged = (path: string, page: PageQuery) =>
  `${path}?pageNum=${String(page.pageNum)}&pageSize=${String(page.pageSize)}`;

export function getBacklogProjects(): Promise<ApiPage<BacklogProject>> {
  return get<ApiPage<BacklogProject>>(BACKLOG_PATHS.projectList, undefined, long);
}

export function getManagedMembers(): Promise<ApiPage<ManagedMember>> {
  return get<ApiPage<ManagedMember>>(BACKLOG_PATHS.allProjectUsers, undefined, long);
}

export function getMemberBacklogProjects(userId: number): Promise<ApiPage<BacklogProject>> {
  return get<ApiPage<BacklogProject>>(BACKLOG_PATHS.projectListByUser, { userId }, long);
}

export function getBacklogQuestions(filter: BacklogFilter, page: PageQuery): Promise<ApiPage<BacklogQuestionRow>> {
  return post<ApiPage<BacklogQuestionRow>>(paged(BACKLOG_PATHS.questionList, page), filter, long);
}

export function getMemberBacklogQuestions(
  filter: MemberBacklogFilter,
  page: PageQuery,
): Promise<ApiPage<BacklogQuestionRow>> {
  return post<ApiPage<BacklogQuestionRow>>(paged(BACKLOG_PATHS.questionListByUser, page), filter, long);
}

export function getBacklogColumns(): Promise<ApiOk<BacklogColumn[]>> {
  return get<ApiOk<BacklogColumn[]>>(BACKLOG_PATHS.getColumns, undefined, long);
}

export function setBacklogColumns(columns: BacklogColumn[]): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(BACKLOG_PATHS.setColumns, { columns }, long);
}

export function getTodoCounts(): Promise<ApiOk<TodoCounts>> {
  return get<ApiOk<TodoCounts>>(BACKLOG_PATHS.todoCounts, undefined, long);
}
