import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MemberInvitation } from '@questline/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as invitationsApi from '../../api/invitations';
import * as api from '../../api/notices';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import MessagePage from './MessagePage';
import { MESSAGE, noticeDetail, noticeItem } from '../../test/fixtures/notices';
import { ok, page } from '../../test/api';
import { rowOf } from '../../test/dom';

vi.mock('../../api/notices', () => ({
  getNotices: vi.fn(),
  getUnreadCount: vi.fn(),
  markRead: vi.fn(),
  getAnnouncementNotice: vi.fn(),
  getMessage: vi.fn(),
}));
vi.mock('../../api/invitations', () => ({
  getMyInvitations: vi.fn(),
  acceptInvitation: vi.fn(),
  declineInvitation: vi.fn(),
}));

const INVITATION: MemberInvitation = {
  invitationId: 9,
  target: 'knowledge',
  targetId: 4,
  targetName: 'Handbook',
  inviterName: 'Ann',
  role: 'reader',
  createTime: '2026-11-20T08:00:00.000Z',
  expireTime: '2026-11-27T08:00:00.000Z',
};
const INVITED_MESSAGE = noticeItem({
  noticeId: 41,
  noticeType: 2,
  noticeTitle: 'You were invited to join',
  noticeContent: 'Ann invited you to join the knowledge base “Handbook”',
  kind: 'invited',
  invitationId: 9,
});

const ANNOUNCEMENTS = [noticeItem(), noticeItem({ noticeId: 2, noticeTitle: 'Maintenance on Sunday', isRead: true })];

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getNotices).mockImplementation(async (query) =>
    query.noticeType === 2 ? page([MESSAGE]) : page(ANNOUNCEMENTS),
  );
  vi.mocked(api.getUnreadCount).mockResolvedValue(ok({ total: 2, announcements: 1, messages: 1, workOrders: 0 }));
  vi.mocked(api.markRead).mockResolvedValue(ok({ total: 1, announcements: 0, messages: 1, workOrders: 0 }));
  vi.mocked(api.getAnnouncementNotice).mockResolvedValue(ok(noticeDetail()));
  vi.mocked(api.getMessage).mockResolvedValue(
    ok(noticeDetail({ ...MESSAGE, body: '#12 Crash on save', operatorName: 'Ann' })),
  );
  vi.mocked(invitationsApi.getMyInvitations).mockResolvedValue(ok([INVITATION]));
  vi.mocked(invitationsApi.acceptInvitation).mockResolvedValue(ok({ target: 'knowledge', targetId: 4 }));
  vi.mocked(invitationsApi.declineInvitation).mockResolvedValue(ok(null));
});
afterEach(() => vi.clearAllMocks());

// getByRole is slow on antd's tables; the title's text finds the row as surely.

describe('MessagePage (spec point 2 "message", issue 11)', () => {
  it('lists announcements with unread ones marked and the unread counts on the tabs', async () => {
    renderPage(<MessagePage />, '/user/message');
    await screen.findByText('Version 2 is out');
    expect(within(rowOf('Version 2 is out')).queryByTestId('unread-mark')).toBeTruthy();
    expect(within(rowOf('Maintenance on Sunday')).queryByTestId('unread-mark')).toBeNull();
    expect(api.getNotices).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10, noticeType: 1 });
    // antd's badge draws its count as a rolling number; its title holds the value.
    for (const tab of screen.getAllByRole('tab')) expect(await within(tab).findByTitle('1')).toBeTruthy();
  });

  it('shows a skeleton, not "no announcements", until the list answers; the empty state only after (issue 38, point 6)', async () => {
    let answer: (value: Awaited<ReturnType<typeof api.getNotices>>) => void = () => undefined;
    vi.mocked(api.getNotices).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderPage(<MessagePage />, '/user/message');
    expect(await screen.findByTestId('list-skeleton')).toBeTruthy();
    expect(screen.queryByText('No announcements yet.')).toBeNull();
    answer(page([]));
    expect(await screen.findByText('No announcements yet.')).toBeTruthy();
    expect(screen.queryByTestId('list-skeleton')).toBeNull();
  });

  it('opens an announcement with its type, release time and rich body, which reads it', async () => {
    renderPage(<MessagePage />, '/user/message');
    fireEvent.click(await screen.findByRole('button', { name: 'Version 2 is out' }));
    const dialog = await screen.findByTestId('notice-dialog');
    expect(api.getAnnouncementNotice).toHaveBeenCalledWith(1);
    expect(within(dialog).getByText('Announcement')).toBeTruthy();
    expect(dialog.textContent).toMatch(/Released 2026-11-20 \d\d:00/);
    expect(dialog.querySelector('strong')?.textContent).toBe('boards');
    await waitFor(() => expect(vi.mocked(api.getUnreadCount).mock.calls.length).toBeGreaterThan(1));
  });

  it('shows personal messages on their tab, each leading to its issue', async () => {
    const { router } = renderPage(<MessagePage />, '/user/message');
    fireEvent.click(await screen.findByRole('tab', { name: /Messages/ }));
    expect(router.state.location.search).toBe('?tab=messages');
    fireEvent.click(await screen.findByRole('button', { name: 'An issue is waiting for you to handle' }));
    const dialog = await screen.findByTestId('notice-dialog');
    expect(api.getMessage).toHaveBeenCalledWith(40);
    expect(dialog.textContent).toContain('From Ann');
    fireEvent.click(within(dialog).getByRole('link', { name: 'Open the issue' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/problem?projectId=6&questionId=201');
  });

  it('marks every notice of the open tab read', async () => {
    renderPage(<MessagePage />, '/user/message', '/user/message?tab=messages');
    await screen.findByRole('button', { name: 'An issue is waiting for you to handle' });
    const button = screen.getByRole('button', { name: 'Mark all read' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(api.markRead).toHaveBeenCalledWith(2));
  });

  // Issue 28, point 11 (ADR 0099): invitations sent by phone are answered here.
  it('lists the invitations waiting for the person and accepts one', async () => {
    renderPage(<MessagePage />, '/user/message', '/user/message?tab=invitations');
    const invitation = await screen.findByTestId('invitation');
    expect(invitation.textContent).toContain('Ann invited you to join the knowledge base “Handbook”');
    expect(invitation.textContent).toContain('Role: Read-only member');
    expect(invitation.textContent).toMatch(/Valid until 2026-11-27 \d\d:00/);
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    vi.mocked(invitationsApi.getMyInvitations).mockResolvedValue(ok([]));
    fireEvent.click(within(invitation).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(invitationsApi.acceptInvitation).toHaveBeenCalledWith(9));
    expect(await screen.findByText('You joined Handbook')).toBeTruthy();
    expect(await screen.findByText('No invitations are waiting for you.')).toBeTruthy();
  });

  it('declines an invitation after asking, saying the inviter is not told', async () => {
    renderPage(<MessagePage />, '/user/message', '/user/message?tab=invitations');
    fireEvent.click(within(await screen.findByTestId('invitation')).getByRole('button', { name: 'Decline' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm.textContent).toContain('The person who sent it is not told.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(invitationsApi.declineInvitation).toHaveBeenCalledWith(9));
    expect(invitationsApi.acceptInvitation).not.toHaveBeenCalled();
  });

  it('opens an invitation message with a way to the invitations tab', async () => {
    vi.mocked(api.getNotices).mockResolvedValue(page([INVITED_MESSAGE]));
    vi.mocked(api.getMessage).mockResolvedValue(
      ok(noticeDetail({ ...INVITED_MESSAGE, body: INVITED_MESSAGE.noticeContent, operatorName: 'Ann' })),
    );
    const { router } = renderPage(<MessagePage />, '/user/message', '/user/message?tab=messages');
    fireEvent.click(await screen.findByRole('button', { name: 'You were invited to join' }));
    const dialog = await screen.findByTestId('notice-dialog');
    expect(dialog.textContent).toContain('Ann invited you to join the knowledge base “Handbook”');
    expect(within(dialog).queryByRole('link', { name: 'Open the issue' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Answer the invitation' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=invitations'));
    expect(await screen.findByTestId('invitation')).toBeTruthy();
  });
});
