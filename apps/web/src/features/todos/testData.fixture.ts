import type { BacklogProject, BacklogQuestionRow, ManagedMember } from '@questline/contract';
import { vi } from 'vitest';
import * as backlogApi from '../../api/backlog';
import { rowFixture } from '../issues/list/testData.fixture';

export const ok = <T>(data: T) => ({ code: 200 as const, msg: '', data });
export const page = <T>(rows: T[], total = rows.length) => ({ code: 200 as const, msg: '', rows, total });

export function backlogRow(overrides: Partial<BacklogQuestionRow> = {}): BacklogQuestionRow {
  return { ...rowFixture(), projectName: 'Alpha', waitingAs: 'handler', ...overrides };
}

export const PROJECTS: BacklogProject[] = [
  { projectId: 5, projectName: 'Alpha', count: 2 },
  { projectId: 6, projectName: 'Beta', count: 1 },
];

export const ROWS: BacklogQuestionRow[] = [
  backlogRow(),
  backlogRow({ questionId: 102, number: 2, questionName: 'Export is slow', status: 4, waitingAs: 'verifier' }),
  backlogRow({
    questionId: 201,
    projectId: 6,
    projectName: 'Beta',
    number: 1,
    questionName: 'Crash on save',
    status: 5,
    waitingAs: 'reviewer',
  }),
];

export const MEMBERS: ManagedMember[] = [
  { userId: 1, nickName: 'Ann Admin', avatar: '', count: 0, projects: [{ projectId: 5, projectName: 'Alpha' }] },
  { userId: 2, nickName: 'Dev Dana', avatar: '', count: 3, projects: [{ projectId: 5, projectName: 'Alpha' }] },
];

/** Every to-do call answering two projects with three pending issues and the default columns. */
export function mockBacklogCalls() {
  vi.mocked(backlogApi.getBacklogProjects).mockResolvedValue(page(PROJECTS));
  vi.mocked(backlogApi.getBacklogQuestions).mockResolvedValue(page(ROWS, 3));
  vi.mocked(backlogApi.getBacklogColumns).mockResolvedValue(ok([]));
  vi.mocked(backlogApi.setBacklogColumns).mockResolvedValue(ok(null));
  vi.mocked(backlogApi.getManagedMembers).mockResolvedValue(page(MEMBERS));
  vi.mocked(backlogApi.getMemberBacklogProjects).mockResolvedValue(page(PROJECTS.slice(0, 1)));
  vi.mocked(backlogApi.getMemberBacklogQuestions).mockResolvedValue(page(ROWS.slice(0, 1), 1));
  vi.mocked(backlogApi.getTodoCounts).mockResolvedValue(ok({ mine: 3, members: 4, managesMembers: true }));
}
