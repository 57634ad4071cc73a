import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/notices';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import MessagePage from './MessagePage';
import { MESSAGE, noticeDetail, noticeItem, ok, page } from './testData';

vi.mock('../../api/notices', () => ({
  getNotices: vi.fn(),
  getUnreadCount: vi.fn(),
  markRead: vi.fn(),
  getAnnouncementNotice: vi.fn(),
  getMessage: vi.fn(),
}));

const ANNOUNCEMENTS = [noticeItem(), noticeItem({ noticeId: 2, noticeTitle: 'Maintenance on Sunday', isRead: true })];

beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getNotices).mockImplementation(async (query) =>
    query.noticeType === 2 ? page([MESSAGE]) : page(ANNOUNCEMENTS),
  );
  vi.mocked(api.getUnreadCount).mockResolvedValue(ok({ total: 2, announcements: 1, messages: 1 }));
  vi.mocked(api.markRead).mockResolvedValue(ok({ total: 1, announcements: 0, messages: 1 }));
  vi.mocked(api.getAnnouncementNotice).mockResolvedValue(ok(noticeDetail()));
  vi.mocked(api.getMessage).mockResolvedValue(
    ok(noticeDetail({ ...MESSAGE, body: '#12 Crash on save', operatorName: 'Ann' })),
  );
});
afterEach(() => vi.clearAllMocks());

// getByRole is slow on antd's tables; the title's text finds the row as surely.
const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

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
});
