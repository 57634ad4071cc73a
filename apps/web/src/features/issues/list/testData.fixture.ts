import type { QuestionFormInit, QuestionRow } from '@questline/contract';
import { vi } from 'vitest';
import * as api from '../../../api/issues';
import * as projectsApi from '../../../api/projects';
import { cardFixture } from '../../projects/testData.fixture';

export const ok = <T>(data: T) => ({ code: 200 as const, msg: '', data });
export const PROJECT_ID = 5;

export function rowFixture(overrides: Partial<QuestionRow> = {}): QuestionRow {
  return {
    questionId: 101,
    projectId: PROJECT_ID,
    number: 1,
    questionName: 'Login button misaligned',
    questionType: 1,
    severity: 2,
    priority: 3,
    status: 2,
    moduleId: 7,
    moduleName: 'Auth',
    versionId: 8,
    versionName: 'v1.0',
    handlers: [{ userId: 2, name: 'Dev Dana', completed: false }],
    handlingMode: 'single',
    creator: { userId: 1, name: 'Tester Tom' },
    inReviewBy: null,
    startDate: null,
    deadline: '2020-01-01',
    estimatedHours: null,
    progress: 0,
    planId: null,
    iterationId: null,
    terminal: null,
    defectCategory: null,
    parentId: null,
    createTime: '2026-01-01T00:00:00.000Z',
    updateTime: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export const ROWS = [
  rowFixture(),
  rowFixture({ questionId: 102, number: 2, questionName: 'Export is slow', status: 7, updateTime: 'u2' }),
  rowFixture({ questionId: 103, number: 3, questionName: 'Add dark mode', questionType: 3, updateTime: 'u3' }),
];

export const FORM_INIT: QuestionFormInit = {
  members: [
    { userId: 1, name: 'Tester Tom' },
    { userId: 2, name: 'Dev Dana' },
  ],
  modules: [{ moduleId: 7, moduleName: 'Auth', parentId: null, handlerUserId: null }],
  versions: [{ versionId: 8, versionName: 'v1.0' }],
  defaultHandlerUserIds: [],
  copyOf: null,
};

/** Every call the list makes, answering a project with three issues and the default settings. */
export function mockListCalls(rows: QuestionRow[] = ROWS) {
  vi.mocked(projectsApi.getMyProjects).mockResolvedValue(
    ok({ current: cardFixture({ projectId: PROJECT_ID }), projects: [cardFixture({ projectId: PROJECT_ID })] }),
  );
  vi.mocked(api.getProblemList).mockResolvedValue({ code: 200, msg: '', rows, total: 57 });
  vi.mocked(api.getTypeCounts).mockResolvedValue(ok({ 0: 57, 1: 40, 2: 10, 3: 5, 4: 2 }));
  vi.mocked(api.getTypeTabs).mockResolvedValue(ok([1, 2, 3, 4]));
  vi.mocked(api.getColumns).mockResolvedValue(
    ok(['number', 'questionName', 'status', 'questionType', 'priority', 'deadline']),
  );
  vi.mocked(api.getTerminals).mockResolvedValue(ok([1, 3]));
  vi.mocked(api.getFormInit).mockResolvedValue(ok(FORM_INIT));
}
