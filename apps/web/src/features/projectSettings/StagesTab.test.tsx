import type { IterationStage } from '@questline/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/projectSettings';
import { i18n } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { StagesTab, movedStageIds } from './StagesTab';
import { clickButton, type } from '../../test/dom';
import { ok } from '../../test/api';

vi.mock('../../api/projectSettings', () => ({
  getStages: vi.fn(),
  addStage: vi.fn(),
  renameStage: vi.fn(),
  removeStage: vi.fn(),
  sortStages: vi.fn(),
}));

const stage = (stageId: number, stageName: string, fixed: IterationStage['fixed'], sort: number): IterationStage => ({
  stageId,
  projectId: 1,
  stageName,
  fixed,
  sort,
});
const stages = [
  stage(1, 'Not started', 'notStarted', 0),
  stage(5, 'Design', null, 1),
  stage(6, 'Build', null, 2),
  stage(2, 'Completed', 'completed', 1_000_000),
];

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.mocked(api.getStages).mockResolvedValue(ok(stages));
  for (const call of [api.renameStage, api.removeStage, api.sortStages]) vi.mocked(call).mockResolvedValue(ok(null));
  vi.mocked(api.addStage).mockResolvedValue(ok({ stageId: 7 }));
});
afterEach(() => vi.clearAllMocks());

describe('StagesTab (spec point 4 "Iteration stages")', () => {
  it('moves a user stage among the user stages only', () => {
    expect(movedStageIds(stages, 6, -1)).toEqual([6, 5]);
    expect(movedStageIds(stages, 5, -1)).toEqual([5, 6]);
    expect(movedStageIds(stages, 6, 1)).toEqual([5, 6]);
  });

  it('shows the fixed first and last stages locked, and reorders with the arrows', async () => {
    renderPage(<StagesTab projectId={1} canManage />, '/');
    expect(await screen.findByText('Not started')).toBeTruthy();
    expect(screen.getAllByText('Fixed')).toHaveLength(2);
    expect(screen.queryByLabelText('Edit Not started')).toBeNull();
    expect(screen.queryByLabelText('Delete Completed')).toBeNull();
    fireEvent.click(screen.getByLabelText('Move Build up'));
    await waitFor(() => expect(api.sortStages).toHaveBeenCalledWith(1, [6, 5]));
  });

  it('adds, renames and deletes user stages', async () => {
    renderPage(<StagesTab projectId={1} canManage />, '/');
    await screen.findByText('Design');
    clickButton('Add stage');
    expect(await screen.findByText('Stage name is required')).toBeTruthy();
    type('New stage name', 'Review');
    clickButton('Add stage');
    await waitFor(() => expect(api.addStage).toHaveBeenCalledWith(1, 'Review'));

    fireEvent.click(screen.getByLabelText('Edit Design'));
    type('Stage name', 'Designing');
    clickButton('Save');
    await waitFor(() => expect(api.renameStage).toHaveBeenCalledWith(5, 'Designing'));

    fireEvent.click(screen.getByLabelText('Delete Build'));
    clickButton('OK');
    await waitFor(() => expect(api.removeStage).toHaveBeenCalledWith(6));
  });

  it('is read-only for members', async () => {
    renderPage(<StagesTab projectId={1} canManage={false} />, '/');
    expect(await screen.findByText('Design')).toBeTruthy();
    expect(screen.queryByLabelText('Move Build up')).toBeNull();
    expect(screen.queryByText('Add stage')).toBeNull();
  });
});
