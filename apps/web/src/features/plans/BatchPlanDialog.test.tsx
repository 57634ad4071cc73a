import type { PlanItemRow } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/plans';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { BatchPlanDialog } from './BatchPlanDialog';
import { ok } from '../../test/api';

vi.mock('../../api/plans', () => import('./plansApiMocks.fixture').then((mocks) => mocks.plansApiMock));

const row = (planId: number, itemType: 1 | 2 | 3, planName: string) =>
  ({ planId, parentId: null, itemType, planName }) as PlanItemRow;

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getPlanTree).mockResolvedValue(ok([row(1, 1, 'Release'), row(2, 2, 'Checkout'), row(3, 3, 'Beta')]));
  vi.mocked(api.setQuestionsPlan).mockResolvedValue(ok({ changed: 2 }));
});
afterEach(() => vi.clearAllMocks());

describe('BatchPlanDialog (spec point 7 updateBatchProblemPlan)', () => {
  it('offers plans and plan groups, not milestones, and sets the chosen one on the issues', async () => {
    const onDone = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    renderPage(<BatchPlanDialog projectId={5} questionIds={[11, 12]} onDone={onDone} onClose={onClose} />, '/');
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Plan' }));
    expect(await screen.findByTitle('Release')).toBeTruthy();
    expect(screen.queryByTitle('Beta')).toBeNull();
    fireEvent.click(screen.getByTitle('Checkout'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.setQuestionsPlan).toHaveBeenCalledWith({ projectId: 5, questionIds: [11, 12], planId: 2 }),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(2));
    expect(onClose).toHaveBeenCalled();
  });

  it('unlinks with "no plan"', async () => {
    renderPage(
      <BatchPlanDialog projectId={5} questionIds={[11]} onDone={() => Promise.resolve()} onClose={vi.fn()} />,
      '/',
    );
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.setQuestionsPlan).toHaveBeenCalledWith({ projectId: 5, questionIds: [11], planId: null }),
    );
  });
});
