import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../api/workOrders';
import { changeLocale } from '../../../i18n';
import { sessionStore } from '../../../session/store';
import { renderPage } from '../../../test/renderPage';
import SupportDeskPage from './SupportDeskPage';
import {
  adminPerson,
  deskSession,
  queueRowFixture,
  refundAnswer,
  supportPerson,
} from '../../../test/fixtures/supportDesk';
import { ok } from '../../../test/api';
import { rowOf } from '../../../test/dom';

vi.mock('../../../api/workOrders', () => ({
  getSupportQueue: vi.fn(),
  getDeskFigures: vi.fn(),
  getDeskStaff: vi.fn(),
  getCannedAnswers: vi.fn(),
  addCannedAnswer: vi.fn(),
  editCannedAnswer: vi.fn(),
  removeCannedAnswer: vi.fn(),
}));

const HOUR = 3_600_000;
const MIN = 60_000;

function lastQueueQuery() {
  return vi.mocked(api.getSupportQueue).mock.lastCall?.[0];
}

/** Opens an antd Select by its label and picks the option shown as `option`. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  const last = options.at(-1);
  if (!last) throw new Error(`no option ${option}`);
  fireEvent.click(last);
}

async function openTab(name: string) {
  fireEvent.click(await screen.findByRole('tab', { name }));
}

beforeEach(async () => {
  await changeLocale('en');
  sessionStore.set(deskSession('support'));
  vi.mocked(api.getSupportQueue).mockResolvedValue({
    code: 200,
    msg: '',
    rows: [queueRowFixture(12, { title: 'Invoice missing' })],
    total: 25,
  });
  vi.mocked(api.getDeskStaff).mockResolvedValue(ok([adminPerson, supportPerson]));
  vi.mocked(api.getDeskFigures).mockResolvedValue(
    ok({
      open: { pending: 4, accepting: 1, processing: 6, awaiting: 2, complete: 40 },
      weeks: [
        { weekStart: '2026-05-25', created: 9, firstResponseMedianMs: 2 * HOUR + 5 * MIN, resolutionMedianMs: null },
        { weekStart: '2026-06-01', created: 0, firstResponseMedianMs: null, resolutionMedianMs: 26 * HOUR },
      ],
    }),
  );
  vi.mocked(api.getCannedAnswers).mockResolvedValue(ok([refundAnswer]));
  vi.mocked(api.addCannedAnswer).mockResolvedValue(
    ok({ ...refundAnswer, cannedId: 4, locale: 'zh', title: '退款进度' }),
  );
  vi.mocked(api.removeCannedAnswer).mockResolvedValue(ok(null));
});
afterEach(() => vi.clearAllMocks());

describe('SupportDeskPage (issue 31, ADR 0113)', () => {
  it('loads the queue and starts again at page 1 when a filter changes', async () => {
    renderPage(<SupportDeskPage />, '/admin/workorders');
    expect(await screen.findByText('WO-12 Invoice missing')).toBeTruthy();
    expect(lastQueueQuery()).toEqual({ pageNum: 1, pageSize: 10 });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQueueQuery()).toEqual({ pageNum: 2, pageSize: 10 }));
    await choose('Status', 'Processing');
    await waitFor(() => expect(lastQueueQuery()).toEqual({ pageNum: 1, pageSize: 10, status: 'processing' }));
    await choose('Status', 'All statuses');
    await waitFor(() => expect(lastQueueQuery()).toEqual({ pageNum: 1, pageSize: 10 }));
  });

  it('passes category, priority, age and "nobody" (assignee 0) to the queue', async () => {
    renderPage(<SupportDeskPage />, '/admin/workorders');
    await screen.findByText('WO-12 Invoice missing');
    await choose('Category', 'Billing and invoices');
    await choose('Priority', 'Urgent');
    await choose('Opened', '7 days ago or earlier');
    await choose('Assignee', 'Nobody yet');
    await waitFor(() =>
      expect(lastQueueQuery()).toEqual({
        pageNum: 1,
        pageSize: 10,
        category: 'billing',
        priority: 'urgent',
        assigneeId: 0,
        olderThanDays: 7,
      }),
    );
  });

  it('narrows the queue to the orders of the signed-in person or of another by name', async () => {
    renderPage(<SupportDeskPage />, '/admin/workorders');
    await screen.findByText('WO-12 Invoice missing');
    await choose('Assignee', 'Me');
    await waitFor(() =>
      expect(lastQueueQuery()).toEqual({ pageNum: 1, pageSize: 10, assigneeId: supportPerson.userId }),
    );
    await choose('Assignee', 'Ada Admin');
    await waitFor(() => expect(lastQueueQuery()).toEqual({ pageNum: 1, pageSize: 10, assigneeId: adminPerson.userId }));
  });

  it('shows the open work orders per status and the weekly medians, readable', async () => {
    renderPage(<SupportDeskPage />, '/admin/workorders');
    await openTab('Figures');
    expect(await screen.findByText('2 h 5 min')).toBeTruthy();
    expect(screen.getByText('1 d 2 h')).toBeTruthy();
    expect(within(rowOf('2026-05-25')).getByText('—')).toBeTruthy();
    expect(within(rowOf('2026-06-01')).getByText('—')).toBeTruthy();
    expect(screen.getByTestId('open-processing').textContent).toContain('6');
    expect(screen.getByText('Awaiting confirmation')).toBeTruthy();
    // Complete orders are not open: no figure for them.
    expect(screen.queryByTestId('open-complete')).toBeNull();
  });

  it('adds a canned answer with the typed values, title and answer both required', async () => {
    renderPage(<SupportDeskPage />, '/admin/workorders');
    await openTab('Canned answers');
    expect(await screen.findByText('Refund requested')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add a canned answer/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a title')).toBeTruthy();
    expect(within(dialog).getByText('Enter the answer')).toBeTruthy();
    expect(api.addCannedAnswer).not.toHaveBeenCalled();

    await choose('Language', 'Chinese');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: '退款进度' } });
    fireEvent.change(within(dialog).getByLabelText('Answer'), { target: { value: '退款已提交财务处理。' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.addCannedAnswer).toHaveBeenCalledWith({
        locale: 'zh',
        title: '退款进度',
        body: '退款已提交财务处理。',
      }),
    );
    // The list is asked again after the change.
    await waitFor(() => expect(vi.mocked(api.getCannedAnswers).mock.calls.length).toBeGreaterThan(1));
  });

  it('removes a canned answer after confirming', async () => {
    renderPage(<SupportDeskPage />, '/admin/workorders');
    await openTab('Canned answers');
    await screen.findByText('Refund requested');
    fireEvent.click(within(rowOf('Refund requested')).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByText('Remove the canned answer “Refund requested”?');
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.removeCannedAnswer).toHaveBeenCalledWith(refundAnswer.cannedId));
  });

  it('shows a platform administrator the staff and points to the roles page to grant or take back support', async () => {
    sessionStore.set(deskSession('admin'));
    renderPage(<SupportDeskPage />, '/admin/workorders');
    await openTab('Support staff');
    await screen.findByText('Sam Support');
    expect(within(rowOf('Sam Support')).getByText('3')).toBeTruthy();
    expect(within(rowOf('Ada Admin')).getByText('Platform administrator')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Roles' }).getAttribute('href')).toBe('/admin/roles');
  });

  it('shows support staff the list read-only', async () => {
    renderPage(<SupportDeskPage />, '/admin/workorders');
    await openTab('Support staff');
    await screen.findByText('Sam Support');
    expect(screen.getByText('Ada Admin')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open Roles' })).toBeNull();
  });
});
