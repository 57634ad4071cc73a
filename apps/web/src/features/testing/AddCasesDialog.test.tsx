import type { TestCaseRow, TestTaskDetail } from '@questline/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as projectsApi from '../../api/projects';
import * as api from '../../api/testing';
import { i18n } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { cardFixture, membersFixture } from '../../test/fixtures/projects';
import TestPage from './tasks/TestPage';
import { ok } from '../../test/api';

vi.mock('../../api/testing', () => import('./testingApiMocks.fixture').then((mocks) => mocks.testingApiMock));
vi.mock('../../api/projects', () => import('./testingApiMocks.fixture').then((mocks) => mocks.projectsApiMock));
vi.mock('../../api/projectSettings', () => ({
  getVersions: vi.fn(() => Promise.resolve({ code: 200, msg: '', data: [] })),
}));

const person = { userId: 1, name: 'Ann' };
const task: TestTaskDetail = {
  taskId: 5,
  taskName: 'Smoke 1.0',
  phase: 1,
  status: 2,
  startDate: '2026-11-01',
  endDate: '2026-11-07',
  versionName: null,
  owner: person,
  executors: [person],
  caseCount: 0,
  progress: 0,
  passRate: null,
  updateTime: '2026-11-01T08:00:00.000Z',
  projectId: 7,
  versionId: null,
  description: '',
  creator: person,
};
const libraryCase = (caseId: number, caseName: string, tags: string[]): TestCaseRow => ({
  caseId,
  caseName,
  caseType: 1,
  priority: 3,
  moduleId: 3,
  moduleName: 'Checkout',
  mode: 'step',
  tags,
  version: 1,
  creator: person,
  updateTime: '2026-11-01T08:00:00.000Z',
});

async function openDialog() {
  vi.mocked(projectsApi.getMyProjects).mockResolvedValue(ok({ current: cardFixture(), projects: [cardFixture()] }));
  vi.mocked(projectsApi.getMembers).mockResolvedValue(ok(membersFixture([])));
  vi.mocked(api.getTestTask).mockResolvedValue(ok(task));
  vi.mocked(api.getTaskCases).mockResolvedValue(ok([]));
  vi.mocked(api.getTestModuleTree).mockResolvedValue(
    ok({ modules: [{ moduleId: 3, parentId: null, name: 'Checkout', caseCount: 2, children: [] }], rootCaseCount: 0 }),
  );
  vi.mocked(api.getTestCases).mockImplementation((filter) =>
    Promise.resolve({
      code: 200,
      msg: '',
      rows:
        filter.tag === 'ui'
          ? [libraryCase(21, 'Pay by card', ['ui'])]
          : [libraryCase(21, 'Pay by card', ['ui']), libraryCase(22, 'Pay by invoice', [])],
      total: filter.tag === 'ui' ? 1 : 2,
    }),
  );
  vi.mocked(api.addTaskCases).mockResolvedValue(ok([]));
  renderPage(<TestPage />, '/test', '/test?taskId=5&tab=cases');
  fireEvent.click(
    (await screen.findByText('Add from the library', {}, { timeout: 10_000 })).closest('button') as HTMLElement,
  );
  await screen.findByText('2 case(s) match');
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.clearAllMocks();
});

/** Issue 14 "Test tasks": cases added from the library by filter (with a count first) or by picking them. */
describe('adding cases to a task', () => {
  it('shows how many cases a filter matches, then adds them all by that filter', async () => {
    await openDialog();
    const tag = screen.getByLabelText('Tag');
    fireEvent.change(tag, { target: { value: 'ui' } });
    fireEvent.keyDown(tag, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByText('1 case(s) match');
    expect(vi.mocked(api.getTestCases).mock.lastCall?.[0]).toMatchObject({ projectId: 7, tag: 'ui' });
    fireEvent.click(screen.getByText('Add all 1 matching').closest('button') as HTMLElement);
    await waitFor(() =>
      expect(api.addTaskCases).toHaveBeenCalledWith({ projectId: 7, taskId: 5, filter: { tag: 'ui' } }),
    );
  });

  it('adds only the ticked cases', async () => {
    await openDialog();
    expect(screen.getByText('Add the 0 ticked').closest('button')).toHaveProperty('disabled', true);
    const row = (await screen.findByText('Pay by invoice')).closest('tr') as HTMLElement;
    fireEvent.click(row.querySelector('input[type="checkbox"]') as HTMLElement);
    fireEvent.click((await screen.findByText('Add the 1 ticked')).closest('button') as HTMLElement);
    await waitFor(() => expect(api.addTaskCases).toHaveBeenCalledWith({ projectId: 7, taskId: 5, caseIds: [22] }));
  });
});
