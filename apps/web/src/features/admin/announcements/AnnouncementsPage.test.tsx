import type { Announcement } from '@questline/contract';
import type { Editor } from '@tiptap/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../api/notices';
import { changeLocale } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import AnnouncementsPage from './AnnouncementsPage';
import { ok, page } from '../../../test/api';
import { rowOf } from '../../../test/dom';

vi.mock('../../../api/notices', () => ({
  getAnnouncements: vi.fn(),
  addAnnouncement: vi.fn(),
  editAnnouncement: vi.fn(),
  publishAnnouncement: vi.fn(),
  withdrawAnnouncement: vi.fn(),
  removeAnnouncement: vi.fn(),
}));

function announcement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    announcementId: 1,
    noticeTitle: 'Version 2 is out',
    noticeContent: '<p>New boards</p>',
    status: 0,
    publishTime: null,
    createTime: '2026-11-20T08:00:00.000Z',
    updateTime: '2026-11-20T08:00:00.000Z',
    readCount: 0,
    ...overrides,
  };
}

const DRAFT = announcement();
const PUBLISHED = announcement({
  announcementId: 2,
  noticeTitle: 'Maintenance on Sunday',
  status: 1,
  publishTime: '2026-11-21T08:00:00.000Z',
  readCount: 12,
});

async function typeBody(html: string) {
  const area = (await screen.findByLabelText('Content')) as HTMLElement & { editor: Editor };
  act(() => {
    area.editor.commands.setContent(html, { emitUpdate: true });
  });
}

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getAnnouncements).mockResolvedValue(page([DRAFT, PUBLISHED]));
  vi.mocked(api.addAnnouncement).mockResolvedValue(ok(DRAFT));
  vi.mocked(api.editAnnouncement).mockResolvedValue(ok(DRAFT));
  vi.mocked(api.publishAnnouncement).mockResolvedValue(ok({ ...DRAFT, status: 1 }));
  vi.mocked(api.withdrawAnnouncement).mockResolvedValue(ok({ ...PUBLISHED, status: 2 }));
  vi.mocked(api.removeAnnouncement).mockResolvedValue(ok(null));
});
afterEach(() => vi.clearAllMocks());

describe('AnnouncementsPage (issue 11 "Administration of announcements")', () => {
  it('lists every announcement with its status, and publishes a draft or withdraws a published one', async () => {
    renderPage(<AnnouncementsPage />, '/admin/announcements');
    await screen.findByText('Version 2 is out');
    expect(within(rowOf('Version 2 is out')).getByText('Draft')).toBeTruthy();
    expect(within(rowOf('Maintenance on Sunday')).getByText('Published')).toBeTruthy();
    expect(within(rowOf('Maintenance on Sunday')).getByText('12')).toBeTruthy();
    fireEvent.click(within(rowOf('Version 2 is out')).getByText('Publish'));
    await waitFor(() => expect(api.publishAnnouncement).toHaveBeenCalledWith(1));
    fireEvent.click(within(rowOf('Maintenance on Sunday')).getByText('Withdraw'));
    await waitFor(() => expect(api.withdrawAnnouncement).toHaveBeenCalledWith(2));
    await waitFor(() => expect(vi.mocked(api.getAnnouncements).mock.calls.length).toBeGreaterThan(1));
  });

  it('refuses an empty title or body with the server’s wording, then creates a draft', async () => {
    renderPage(<AnnouncementsPage />, '/admin/announcements');
    fireEvent.click(await screen.findByRole('button', { name: /New announcement/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    expect(await within(dialog).findByText('Content is required')).toBeTruthy();
    expect(api.addAnnouncement).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: '  Spring release  ' } });
    await typeBody('<p>Boards and <strong>faster</strong> lists</p>');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.addAnnouncement).toHaveBeenCalledWith({
        noticeTitle: 'Spring release',
        noticeContent: '<p>Boards and <strong>faster</strong> lists</p>',
      }),
    );
  });

  it('edits an announcement in place and deletes one after confirming', async () => {
    renderPage(<AnnouncementsPage />, '/admin/announcements');
    await screen.findByText('Version 2 is out');
    fireEvent.click(within(rowOf('Version 2 is out')).getByText('Edit'));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText('Title');
    expect((title as HTMLInputElement).value).toBe('Version 2 is out');
    fireEvent.change(title, { target: { value: 'Version 2.1 is out' } });
    await screen.findByLabelText('Content');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.editAnnouncement).toHaveBeenCalledWith({
        announcementId: 1,
        noticeTitle: 'Version 2.1 is out',
        noticeContent: '<p>New boards</p>',
      }),
    );

    fireEvent.click(within(rowOf('Maintenance on Sunday')).getByText('Delete'));
    const confirm = await screen.findByText('Delete the announcement "Maintenance on Sunday"?');
    const popover = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.removeAnnouncement).toHaveBeenCalledWith(2));
  });
});
