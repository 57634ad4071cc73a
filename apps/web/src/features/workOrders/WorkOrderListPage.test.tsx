import type { Editor } from '@tiptap/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/workOrders';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { queueRowFixture } from '../../test/fixtures/supportDesk';
import WorkOrderListPage from './WorkOrderListPage';
import { detailFixture } from '../../test/fixtures/workOrders';
import { ok } from '../../test/api';

vi.mock('../../api/workOrders', () => ({
  getMyWorkOrders: vi.fn(),
  getWorkOrderCounts: vi.fn(),
  createWorkOrder: vi.fn(),
  uploadWorkOrderImage: vi.fn(),
}));

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getMyWorkOrders).mockResolvedValue({
    code: 200,
    msg: '',
    rows: [queueRowFixture(12, { title: 'Invoice missing', unread: true, status: 'awaiting' })],
    total: 1,
  });
  vi.mocked(api.getWorkOrderCounts).mockResolvedValue(
    ok({ byStatus: { pending: 2, accepting: 0, processing: 1, awaiting: 1, complete: 4 }, unread: 1, support: false }),
  );
  vi.mocked(api.createWorkOrder).mockResolvedValue(ok(detailFixture({ workOrderId: 31, label: 'WO-31' })));
});

describe('/user/workorder (issue 31)', () => {
  it('lists my orders with unread news marked and counts per status, narrowed by the chosen status', async () => {
    renderPage(<WorkOrderListPage />, '/user/workorder');
    const link = await screen.findByRole('link', { name: /WO-12 Invoice missing/ });
    expect(link.getAttribute('href')).toBe('/woprocess?id=12');
    expect(link.textContent).toContain('unread news');
    const filter = screen.getByRole('radiogroup', { name: 'Work orders by status' });
    expect(within(filter).getByText('All (8)')).toBeTruthy();
    fireEvent.click(within(filter).getByText('Pending (2)'));
    await waitFor(() =>
      expect(vi.mocked(api.getMyWorkOrders).mock.lastCall?.[0]).toEqual({
        pageNum: 1,
        pageSize: 10,
        status: 'pending',
      }),
    );
  });

  it('opens a work order from the form, refusing an empty one first, and goes to its page', async () => {
    const { router } = renderPage(<WorkOrderListPage />, '/user/workorder');
    fireEvent.click(await screen.findByRole('button', { name: /Open a work order/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Enter a title for the work order')).toBeTruthy();
    expect(await within(dialog).findByText('Describe the problem')).toBeTruthy();
    expect(api.createWorkOrder).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: '锁'.repeat(67) } });
    expect(await within(dialog).findByText(/at most 200 bytes/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Invoice title wrong' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByTitle('Billing and invoices'));
    const area = (await within(dialog).findByLabelText('What happened')) as HTMLElement & { editor: Editor };
    act(() => {
      area.editor.commands.setContent('<p>Company name misspelt</p>', { emitUpdate: true });
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(api.createWorkOrder).toHaveBeenCalledWith({
        title: 'Invoice title wrong',
        category: 'billing',
        priority: 'normal',
        description: '<p>Company name misspelt</p>',
        imageIds: [],
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?id=31'));
  });
});
