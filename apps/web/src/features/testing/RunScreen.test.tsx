import type { TaskCaseDetail, TaskCaseRow, TestRun, TestTaskDetail } from '@questline/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as projectsApi from '../../api/projects';
import * as api from '../../api/testing';
import { i18n } from '../../i18n';
import { sessionStore } from '../../session/store';
import { userInfoFixture } from '../../test/fixtures/user';
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
const task = (status: TestTaskDetail['status']): TestTaskDetail => ({
  taskId: 5,
  taskName: 'Smoke 1.0',
  phase: 1,
  status,
  startDate: '2026-11-01',
  endDate: '2026-11-07',
  versionName: null,
  owner: person,
  executors: [person],
  caseCount: 2,
  progress: 0,
  passRate: null,
  updateTime: '2026-11-01T08:00:00.000Z',
  projectId: 7,
  versionId: null,
  description: '',
  creator: person,
});
const row = (taskCaseId: number, caseName: string): TaskCaseRow => ({
  taskCaseId,
  caseId: taskCaseId,
  caseName,
  moduleName: 'Checkout',
  priority: 3,
  executor: person,
  result: 0,
  lastRunTime: null,
  defectCount: 0,
});
const detail = (taskCaseId: number, caseName: string): TaskCaseDetail => ({
  ...row(taskCaseId, caseName),
  taskId: 5,
  caseVersion: 1,
  content: {
    caseName,
    caseType: 1,
    priority: 3,
    moduleId: 1,
    precondition: '',
    mode: 'step',
    textSteps: '',
    textExpected: '',
    steps: [
      { action: 'Open the cart', expected: 'The cart shows' },
      { action: 'Press Pay', expected: 'The order is paid' },
    ],
    tags: [],
  },
  runs: [],
  defects: [],
});

async function openRun(status: TestTaskDetail['status'], tab = 'run') {
  vi.mocked(projectsApi.getMyProjects).mockResolvedValue(ok({ current: cardFixture(), projects: [cardFixture()] }));
  vi.mocked(projectsApi.getMembers).mockResolvedValue(ok(membersFixture([])));
  vi.mocked(api.getTestTask).mockResolvedValue(ok(task(status)));
  vi.mocked(api.getTaskCases).mockResolvedValue(ok([row(11, 'Pay by card'), row(12, 'Pay by invoice')]));
  vi.mocked(api.getTaskCase).mockImplementation((_, taskCaseId) =>
    Promise.resolve(ok(detail(taskCaseId, taskCaseId === 11 ? 'Pay by card' : 'Pay by invoice'))),
  );
  renderPage(<TestPage />, '/test', `/test?taskId=5&tab=${tab}`);
  if (tab === 'run') await screen.findByText('1. Open the cart', {}, { timeout: 10_000 });
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.clearAllMocks();
});

/** Issue 14 "Web": the run screen works from the keyboard (spec point 2 "test"). */
describe('the run screen', () => {
  it('records a pass with P and moves on; a step marked failed makes the rest pass on F', async () => {
    await openRun(3);
    vi.mocked(api.recordRun).mockImplementation((body) => {
      const taskCaseId = Number(body.taskCaseId);
      return Promise.resolve(
        ok({
          ...detail(taskCaseId, ''),
          runs: [
            {
              runId: 1,
              taskCaseId,
              caseVersion: 1,
              result: Number(body.result) as TestRun['result'],
              note: '',
              stepResults: [],
              executor: person,
              attachments: [],
              createTime: '2026-11-01T08:00:00.000Z',
            },
          ],
        }),
      );
    });
    fireEvent.keyDown(window, { key: 'p' });
    await waitFor(() =>
      expect(api.recordRun).toHaveBeenCalledWith(
        expect.objectContaining({
          taskCaseId: 11,
          result: 1,
          stepResults: [
            { result: 1, actual: '' },
            { result: 1, actual: '' },
          ],
        }),
      ),
    );
    await waitFor(() => expect(api.getTaskCase).toHaveBeenCalledWith(7, 12));
    await screen.findByText('Pay by invoice', { selector: '.ant-card-head-title' });

    // Typing in a field records nothing.
    const actual = screen.getByLabelText('Actual result 2');
    fireEvent.change(actual, { target: { value: 'Spinner' } });
    fireEvent.keyDown(actual, { key: 'f' });
    expect(api.recordRun).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getAllByText('Fail')[1] as HTMLElement);
    // Focus stays on the step's result radio, and F still records.
    const radio = screen.getByRole('radiogroup', { name: 'Step 2 result' }).querySelectorAll('input[type="radio"]')[2];
    expect(radio).toBeDefined();
    fireEvent.keyDown(radio as Element, { key: 'f' });
    await waitFor(() =>
      expect(api.recordRun).toHaveBeenLastCalledWith(
        expect.objectContaining({
          taskCaseId: 12,
          result: 2,
          stepResults: [
            { result: 1, actual: '' },
            { result: 2, actual: 'Spinner' },
          ],
        }),
      ),
    );
  });

  it('moves with J and K, and records nothing in a draft task', async () => {
    await openRun(1);
    expect(screen.getByText(/only tasks not started or in progress can be run/)).toBeTruthy();
    fireEvent.keyDown(window, { key: 'p' });
    fireEvent.keyDown(window, { key: 'j' });
    await waitFor(() => expect(api.getTaskCase).toHaveBeenCalledWith(7, 12));
    fireEvent.keyDown(window, { key: 'k' });
    await screen.findByText('Pay by card', { selector: '.ant-card-head-title' });
    expect(api.recordRun).not.toHaveBeenCalled();
  });

  it('edits the task with the dialog filled in, keeping its id', async () => {
    sessionStore.set(userInfoFixture({ userId: 1 }));
    await openRun(2, 'cases');
    fireEvent.click(
      (await screen.findByText('Edit test task', { selector: 'button span' })).closest('button') as HTMLElement,
    );
    const name = await screen.findByLabelText('Task name', {}, { timeout: 5000 });
    expect((name as HTMLInputElement).value).toBe('Smoke 1.0');
    vi.mocked(api.editTestTask).mockResolvedValue(ok(task(2)));
    fireEvent.change(name, { target: { value: 'Smoke 1.1' } });
    fireEvent.click(screen.getByText('Save').closest('button') as HTMLElement);
    await waitFor(() =>
      expect(api.editTestTask).toHaveBeenCalledWith(
        expect.objectContaining({ taskId: 5, taskName: 'Smoke 1.1', startDate: '2026-11-01', endDate: '2026-11-07' }),
      ),
    );
  });
});
