import type { IterationBoard, IterationBurndown, IterationRow } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/iterations';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import IterationsView from './IterationsView';
import { ok, page } from '../../test/api';

vi.mock('../../api/iterations', () => ({
  getIterations: vi.fn(),
  createIteration: vi.fn(),
  editIteration: vi.fn(),
  deleteIteration: vi.fn(),
  getIterationBoard: vi.fn(),
  moveIterationCard: vi.fn(),
  getIterationBurndown: vi.fn(),
  addIssuesToIteration: vi.fn(),
  removeIssuesFromPlanIteration: vi.fn(),
}));
vi.mock('../../api/issues', () => ({ getProblemList: vi.fn().mockResolvedValue({ code: 200, rows: [], total: 0 }) }));
// ECharts draws on a canvas jsdom does not have; the chart's own behaviour is seen in the browser journey.
vi.mock('./BurndownChart', () => ({ BurndownChart: () => <div data-testid="burndown-chart" /> }));

const PROJECT = 5;
const sprint: IterationRow = {
  iterationId: 3,
  projectId: PROJECT,
  iterationName: 'Sprint 3',
  startDate: '2030-03-01',
  endDate: '2030-03-14',
  status: 2,
  description: 'Checkout',
  questionCount: 2,
  openCount: 1,
  creator: { userId: 1, name: 'Ann' },
  createTime: '2030-03-01T00:00:00.000Z',
  updateTime: '2030-03-01T00:00:00.000Z',
};
const card = (questionId: number, number: number, stageId: number) => ({
  questionId,
  number,
  questionName: `Issue ${String(number)}`,
  questionType: 1 as const,
  priority: 3 as const,
  status: 2 as const,
  handlers: [{ userId: 2, name: 'Bo' }],
  stageId,
  updateTime: '2030-03-01T00:00:00.000Z',
});
const board: IterationBoard = {
  iteration: sprint,
  columns: [
    { stageId: 10, stageName: 'Not started', fixed: 'notStarted', cards: [card(40, 7, 10)] },
    { stageId: 11, stageName: 'Review', fixed: null, cards: [] },
    { stageId: 12, stageName: 'Completed', fixed: 'completed', cards: [card(41, 8, 12)] },
  ],
};
const burndown: IterationBurndown = {
  iterationId: 3,
  startDate: '2030-03-01',
  endDate: '2030-03-02',
  days: [
    { date: '2030-03-01', openIssues: 2, remainingHours: 5, idealIssues: 2, idealHours: 5 },
    { date: '2030-03-02', openIssues: null, remainingHours: null, idealIssues: 0, idealHours: 0 },
  ],
};

function open(canManage: boolean, at = '/problem?view=iterations') {
  return renderPage(<IterationsView projectId={PROJECT} canManage={canManage} />, '/problem', at);
}

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getIterations).mockResolvedValue(page([sprint]));
  vi.mocked(api.getIterationBoard).mockResolvedValue(ok(board));
  vi.mocked(api.getIterationBurndown).mockResolvedValue(ok(burndown));
});
afterEach(() => vi.clearAllMocks());

describe('IterationsView (issue 13)', () => {
  it('lists iterations with their status and opens one by its link', async () => {
    const { router } = open(true);
    const list = await screen.findByRole('list', { name: 'Iterations of the project' });
    expect(within(list).getByText('In progress')).toBeTruthy();
    expect(within(list).getByText('1 open of 2 issues')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Open: Sprint 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=iterations&iterationId=3'));
    expect(await screen.findByRole('region', { name: 'Board of Sprint 3' })).toBeTruthy();
    expect(screen.getByTestId('burndown-today').textContent).toBe('Today: 2 open issues, 5 hours remaining');
  });

  it('moves a card with its menu, the keyboard way of the drag', async () => {
    vi.mocked(api.moveIterationCard).mockResolvedValue(ok(11));
    open(true, '/problem?view=iterations&iterationId=3');
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByText('No issues')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move #7 to a stage' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Review' }));
    await waitFor(() =>
      expect(api.moveIterationCard).toHaveBeenCalledWith({
        projectId: PROJECT,
        iterationId: 3,
        questionId: 40,
        stageId: 11,
      }),
    );
    await waitFor(() => expect(api.getIterationBoard).toHaveBeenCalledTimes(2));
  });

  it('moves a dropped card to its column', async () => {
    vi.mocked(api.moveIterationCard).mockResolvedValue(ok(12));
    open(true, '/problem?view=iterations&iterationId=3');
    const completed = await screen.findByRole('region', { name: 'Completed' });
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
    };
    fireEvent.dragStart(screen.getByTestId('card-7'), { dataTransfer });
    fireEvent.dragOver(completed, { dataTransfer });
    fireEvent.drop(completed, { dataTransfer });
    await waitFor(() =>
      expect(api.moveIterationCard).toHaveBeenCalledWith({
        projectId: PROJECT,
        iterationId: 3,
        questionId: 40,
        stageId: 12,
      }),
    );
  });

  it('creates an iteration and shows it', async () => {
    vi.mocked(api.createIteration).mockResolvedValue(ok({ ...sprint, iterationId: 4, iterationName: 'Sprint 4' }));
    const { router } = open(true);
    fireEvent.click(await screen.findByRole('button', { name: /New iteration/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Sprint 4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.createIteration).toHaveBeenCalledWith(
        expect.objectContaining({ projectId: PROJECT, iterationName: 'Sprint 4', description: '' }),
      ),
    );
    await waitFor(() => expect(router.state.location.search).toContain('iterationId=4'));
  });

  it('shows a member the board read-only, in Chinese too', async () => {
    await changeLocale('zh');
    open(false, '/problem?view=iterations&iterationId=3');
    expect(await screen.findByText('你可以查看看板；移动卡片和加入问题由项目管理员操作。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新建迭代/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '把 #7 移到其他阶段' })).toBeNull();
    expect(screen.getByTestId('card-7').getAttribute('draggable')).not.toBe('true');
  });
});
