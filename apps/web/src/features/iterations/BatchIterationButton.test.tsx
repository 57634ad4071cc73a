import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/iterations';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { BatchToolbar } from '../issues/list/BatchToolbar';
import { rowFixture } from '../../test/fixtures/issueList';

vi.mock('../../api/iterations', () => ({ getIterations: vi.fn(), addIssuesToIteration: vi.fn() }));
vi.mock('../../api/issues', () => ({ runBatchAction: vi.fn() }));

const rows = [rowFixture(), rowFixture({ questionId: 102, number: 2 })];

function open(canManage: boolean, onDone = vi.fn().mockResolvedValue(undefined)) {
  renderPage(<BatchToolbar projectId={5} rows={rows} canManage={canManage} onDone={onDone} />, '/problem');
  return onDone;
}

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getIterations).mockResolvedValue({
    code: 200,
    msg: '',
    rows: [
      {
        iterationId: 3,
        projectId: 5,
        iterationName: 'Sprint 3',
        startDate: '2030-03-01',
        endDate: '2030-03-14',
        status: 1,
        description: '',
        questionCount: 0,
        openCount: 0,
        creator: { userId: 1, name: 'Ann' },
        createTime: '2030-03-01T00:00:00.000Z',
        updateTime: '2030-03-01T00:00:00.000Z',
      },
    ],
    total: 1,
  });
});
afterEach(() => vi.clearAllMocks());

describe('batch "add to iteration" (issue 13, updateBatchProblemIteration)', () => {
  it('puts the selected issues in the chosen iteration', async () => {
    vi.mocked(api.addIssuesToIteration).mockResolvedValue({
      code: 200,
      msg: 'Done',
      data: { succeeded: [101, 102], failed: [] },
    });
    const onDone = open(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add to iteration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add 2 issues to an iteration' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Iteration' }));
    fireEvent.click(await screen.findByTitle('Sprint 3'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.addIssuesToIteration).toHaveBeenCalledWith({ projectId: 5, iterationId: 3, questionIds: [101, 102] }),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('is not offered to members', () => {
    open(false);
    expect(screen.getByRole('toolbar')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to iteration' })).toBeNull();
  });
});
