import type { Editor } from '@tiptap/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/workOrders';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import type { WorkOrderDetail } from '@questline/contract';
import WorkOrderPage from './WorkOrderPage';
import { detailFixture } from '../../test/fixtures/workOrders';
import { ok } from '../../test/api';

vi.mock('../../api/workOrders', () => ({
  getWorkOrder: vi.fn(),
  actOnWorkOrder: vi.fn(),
  reopenWorkOrder: vi.fn(),
  uploadWorkOrderImage: vi.fn(),
  getDeskStaff: vi.fn(),
  getCannedAnswers: vi.fn(),
}));

/** The server after an action: it answers the new order, and so does the next read of it. */
function afterAction(next: WorkOrderDetail) {
  vi.mocked(api.actOnWorkOrder).mockImplementation(async () => {
    vi.mocked(api.getWorkOrder).mockResolvedValue(ok(next));
    return ok(next);
  });
}

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getWorkOrder).mockReset();
  vi.mocked(api.actOnWorkOrder).mockReset();
  vi.mocked(api.getDeskStaff).mockResolvedValue(
    ok([
      { userId: 1, nickName: 'Ada Admin', platformAdmin: true, openAssigned: 0 },
      { userId: 5, nickName: 'Sam Support', platformAdmin: false, openAssigned: 1 },
    ]),
  );
  vi.mocked(api.getCannedAnswers).mockResolvedValue(
    ok([
      { cannedId: 4, locale: 'en', title: 'Resent', body: 'We sent it again.', updateTime: '2026-06-01T00:00:00.000Z' },
    ]),
  );
});

describe('/woprocess (issue 31)', () => {
  it('shows the requester the problem, the thread, the timeline and the auto-completion, and confirms it solved', async () => {
    vi.mocked(api.getWorkOrder).mockResolvedValue(ok(detailFixture()));
    afterAction(
      detailFixture({ status: 'complete', closeReason: 'confirmed', actions: ['reopen'], autoCompleteTime: null }),
    );
    renderPage(<WorkOrderPage />, '/woprocess', '/woprocess?id=12');
    expect(await screen.findByRole('heading', { level: 1, name: /WO-12 Invoice missing/ })).toBeTruthy();
    expect(screen.getByText('The October invoice never arrived')).toBeTruthy();
    expect(screen.getByText('Sent again; did it arrive?')).toBeTruthy();
    expect(screen.getAllByTestId('work-order-event')).toHaveLength(2);
    expect(screen.getByText(/completes itself on/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Picture of the work order 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm solved' }));
    await waitFor(() =>
      expect(api.actOnWorkOrder).toHaveBeenCalledWith({
        action: 'confirm',
        workOrderId: 12,
        updateTime: '2026-06-01T09:00:00.000Z',
      }),
    );
    expect(await screen.findByText('Confirmed solved by the requester')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reopen as a follow-up' })).toBeTruthy();
  });

  it('sends the requester’s reply with its text and clears the box once it went', async () => {
    vi.mocked(api.getWorkOrder).mockResolvedValue(ok(detailFixture()));
    afterAction(
      detailFixture({ status: 'processing', actions: ['requesterReply', 'withdraw'], autoCompleteTime: null }),
    );
    renderPage(<WorkOrderPage />, '/woprocess', '/woprocess?id=12');
    const box = await screen.findByLabelText('Not solved? Tell support what still happens');
    const reply = screen.getByRole('button', { name: 'Reply' });
    expect((reply as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: '  Still nothing  ' } });
    fireEvent.click(reply);
    await waitFor(() =>
      expect(api.actOnWorkOrder).toHaveBeenCalledWith({
        action: 'requesterReply',
        body: 'Still nothing',
        imageIds: [],
        workOrderId: 12,
        updateTime: '2026-06-01T09:00:00.000Z',
      }),
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Write a message to support') as HTMLTextAreaElement).value).toBe(''),
    );
  });

  it('gives the desk accept, assignment, canned answers and internal notes', async () => {
    vi.mocked(api.getWorkOrder).mockResolvedValue(
      ok(
        detailFixture({
          side: 'support',
          status: 'processing',
          actions: ['askConfirm', 'supportReply', 'assign', 'note'],
          autoCompleteTime: null,
          messages: [
            {
              messageId: 2,
              author: { userId: 5, nickName: 'Sam Support' },
              side: 'support',
              internal: true,
              body: 'Billing says it bounced',
              images: [],
              createTime: '2026-06-01T09:30:00.000Z',
            },
          ],
        }),
      ),
    );
    afterAction(detailFixture({ side: 'support', status: 'awaiting', actions: ['supportReply', 'assign', 'note'] }));
    renderPage(<WorkOrderPage />, '/woprocess', '/woprocess?id=12');
    expect(await screen.findByText('Internal note')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm solved' })).toBeNull();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Insert a canned answer' }));
    fireEvent.click(await screen.findByTitle('Resent'));
    const box = screen.getByLabelText('Write a reply or an internal note') as HTMLTextAreaElement;
    expect(box.value).toBe('We sent it again.');
    fireEvent.click(screen.getByRole('button', { name: 'Reply and ask to confirm' }));
    await waitFor(() =>
      expect(api.actOnWorkOrder).toHaveBeenCalledWith(
        expect.objectContaining({ action: 'askConfirm', body: 'We sent it again.', workOrderId: 12 }),
      ),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Assign to' }));
    const options = await screen.findAllByTitle('Ada Admin');
    fireEvent.click(options.at(-1) as HTMLElement);
    await waitFor(() =>
      expect(api.actOnWorkOrder).toHaveBeenCalledWith(expect.objectContaining({ action: 'assign', assigneeId: 1 })),
    );
  });

  it('reopens a complete order as a follow-up with what came back, and opens the follow-up', async () => {
    vi.mocked(api.getWorkOrder).mockResolvedValue(
      ok(detailFixture({ status: 'complete', closeReason: 'confirmed', actions: ['reopen'], autoCompleteTime: null })),
    );
    vi.mocked(api.reopenWorkOrder).mockResolvedValue(ok(detailFixture({ workOrderId: 40, label: 'WO-40' })));
    const { router } = renderPage(<WorkOrderPage />, '/woprocess', '/woprocess?id=12');
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen as a follow-up' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open the follow-up' }));
    expect(await within(dialog).findByText('Describe the problem')).toBeTruthy();
    const area = (await within(dialog).findByLabelText('What came back')) as HTMLElement & { editor: Editor };
    act(() => {
      area.editor.commands.setContent('<p>Wrong again in November</p>', { emitUpdate: true });
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open the follow-up' }));
    await waitFor(() =>
      expect(api.reopenWorkOrder).toHaveBeenCalledWith({
        workOrderId: 12,
        updateTime: '2026-06-01T09:00:00.000Z',
        description: '<p>Wrong again in November</p>',
        imageIds: [],
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?id=40'));
  });

  it('says an order that is not the reader’s does not exist', async () => {
    vi.mocked(api.getWorkOrder).mockRejectedValue(new Error('not found'));
    renderPage(<WorkOrderPage />, '/woprocess', '/woprocess?id=99');
    expect(await screen.findByText('This work order does not exist or is not yours')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Back to the list' });
    expect(link.getAttribute('href')).toBe('/user/workorder');
    expect(within(document.body).queryByRole('button', { name: 'Reply' })).toBeNull();
  });
});
