import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/notices';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { StartupAnnouncement } from './StartupAnnouncement';
import { noticeDetail } from '../../test/fixtures/notices';
import { ok } from '../../test/api';

vi.mock('../../api/notices', () => ({ getNewLog: vi.fn(), getAnnouncementNotice: vi.fn() }));

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getAnnouncementNotice).mockResolvedValue(ok(noticeDetail({ isRead: true })));
});
afterEach(() => vi.clearAllMocks());

describe('start-up announcement (spec point 2 "Layout pieces after login")', () => {
  it('opens the latest announcement when unread, reads it, and closes for good', async () => {
    vi.mocked(api.getNewLog).mockResolvedValue(ok(noticeDetail({ noticeId: 3 })));
    renderPage(<StartupAnnouncement />, '/index');
    const dialog = await screen.findByTestId('notice-dialog');
    expect(screen.getByRole('dialog', { name: 'Version 2 is out' })).toBeTruthy();
    expect(dialog.textContent).toContain('Announcement');
    await waitFor(() => expect(api.getAnnouncementNotice).toHaveBeenCalledWith(3));
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByTestId('notice-dialog')).toBeNull());
    expect(api.getAnnouncementNotice).toHaveBeenCalledTimes(1);
  });

  it('stays shut when the latest announcement was read or there is none', async () => {
    vi.mocked(api.getNewLog).mockResolvedValue(ok(noticeDetail({ isRead: true })));
    renderPage(<StartupAnnouncement />, '/index');
    await waitFor(() => expect(api.getNewLog).toHaveBeenCalled());
    expect(screen.queryByTestId('notice-dialog')).toBeNull();
    expect(api.getAnnouncementNotice).not.toHaveBeenCalled();
  });
});
