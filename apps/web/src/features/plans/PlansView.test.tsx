import type { PlanDeliverable, PlanItemRow } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as issuesApi from '../../api/issues';
import * as api from '../../api/plans';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import PlansView from './PlansView';
import { ok } from '../../test/api';

vi.mock('../../api/plans', () => import('./plansApiMocks.fixture').then((mocks) => mocks.plansApiMock));
vi.mock('../../api/issues', () => import('../issues/list/listApiMocks.fixture').then((mocks) => mocks.issuesApiMock));

const item = (fields: Partial<PlanItemRow>): PlanItemRow => ({
  planId: 1,
  projectId: 5,
  parentId: null,
  itemType: 1,
  planName: 'Release 1',
  status: 0,
  assignee: null,
  publishTime: null,
  startDate: '2026-11-20',
  endDate: '2026-11-30',
  description: '',
  sort: 1,
  issueCount: 4,
  doneCount: 1,
  progress: 25,
  deliverableCount: 0,
  updateTime: '2026-11-01T08:00:00.000Z',
  ...fields,
});
const rows = [
  item({}),
  item({ planId: 2, parentId: 1, itemType: 2, planName: 'Sign-in', assignee: { userId: 7, name: 'Ann' } }),
  item({ planId: 3, parentId: 1, itemType: 3, planName: 'Beta', startDate: '2026-11-25', endDate: '2026-11-25' }),
];

function open(canManage: boolean) {
  renderPage(<PlansView projectId={5} canManage={canManage} />, '/problem');
}

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getPlanTree).mockResolvedValue(ok(rows));
  vi.mocked(issuesApi.getFormInit).mockResolvedValue(
    ok({ members: [{ userId: 7, name: 'Ann' }], modules: [], versions: [] }) as never,
  );
});
afterEach(() => vi.clearAllMocks());

describe('PlansView (issue 13)', () => {
  it('shows the tree with progress and the Gantt with a diamond for the milestone', async () => {
    open(true);
    expect(await screen.findByRole('progressbar', { name: /Sign-in progress 25%/ })).toBeTruthy();
    const gantt = screen.getByTestId('plan-gantt');
    expect(within(gantt).getByRole('button', { name: 'Milestone Beta: 2026-11-25' }).className).toBe(
      'plan-gantt-milestone',
    );
    expect(within(gantt).getByRole('button', { name: /^Plan Sign-in: 2026-11-20 to 2026-11-30/ })).toBeTruthy();
  });

  it('moves a bar a day with the arrow key and changes its end with Shift, saving each', async () => {
    vi.mocked(api.movePlanItem).mockResolvedValue(ok(rows[1] as PlanItemRow));
    open(true);
    const bar = await screen.findByTestId('gantt-bar-2');
    fireEvent.keyDown(bar, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(api.movePlanItem).toHaveBeenCalledWith({
        projectId: 5,
        planId: 2,
        startDate: '2026-11-21',
        endDate: '2026-12-01',
      }),
    );
    // The mocked server keeps the old dates: once the save settles and the tree is read again, the bar is back.
    await waitFor(() => expect(api.getPlanTree).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByTestId('gantt-bar-2').getAttribute('data-start')).toBe('2026-11-20'));
    fireEvent.keyDown(screen.getByTestId('gantt-bar-2'), { key: 'ArrowLeft', shiftKey: true });
    await waitFor(() =>
      expect(api.movePlanItem).toHaveBeenLastCalledWith({
        projectId: 5,
        planId: 2,
        startDate: '2026-11-20',
        endDate: '2026-11-29',
      }),
    );
  });

  it('keeps members read-only: no add, edit or keys that move', async () => {
    open(false);
    expect(await screen.findByText(/Only project administrators change the plan/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New plan item' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Sign-in' })).toBeNull();
    fireEvent.keyDown(await screen.findByTestId('gantt-bar-2'), { key: 'ArrowRight' });
    expect(api.movePlanItem).not.toHaveBeenCalled();
  });

  it('asks a plan for its assignee and publishing time before sending anything', async () => {
    open(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Add below' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Payments' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Plans and milestones need an assignee')).toBeTruthy();
    expect(within(dialog).getByText('Plans and milestones need a publishing time')).toBeTruthy();
    expect(api.createPlanItem).not.toHaveBeenCalled();
  });

  it('edits an item with the updateTime it was loaded with, so the server refuses a stale copy', async () => {
    const signIn = item({ ...rows[1], publishTime: '2026-12-01' });
    vi.mocked(api.getPlanTree).mockResolvedValue(ok([item({}), signIn]));
    vi.mocked(api.editPlanItem).mockResolvedValue(ok(signIn));
    open(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Sign-in' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Sign-in v2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.editPlanItem).toHaveBeenCalledWith(
        expect.objectContaining({ planId: 2, planName: 'Sign-in v2', updateTime: '2026-11-01T08:00:00.000Z' }),
      ),
    );
  });

  it('lists deliverables and refuses a link that is not http(s)', async () => {
    const link: PlanDeliverable = {
      deliverableId: 4,
      planId: 2,
      kind: 'file',
      fileName: 'notes.txt',
      url: '/prod-api/questline/projectPlan/deliverable/4?projectId=5',
      size: 5,
      uploader: { userId: 7, name: 'Ann' },
      createTime: '2026-11-01T08:00:00.000Z',
    };
    vi.mocked(api.getDeliverables).mockResolvedValue(ok([link]));
    open(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Deliverables (0): Sign-in' }));
    const drawer = await screen.findByRole('dialog');
    const download = await within(drawer).findByRole('link', { name: 'Download notes.txt' });
    expect(download.getAttribute('href')).toBe(link.url);
    fireEvent.change(within(drawer).getByLabelText('File name'), { target: { value: 'Design' } });
    fireEvent.change(within(drawer).getByLabelText('Link address'), { target: { value: 'ftp://example.com' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add link' }));
    expect(await within(drawer).findByText(/The link is not valid/)).toBeTruthy();
    expect(api.addDeliverableLink).not.toHaveBeenCalled();
  });
});
