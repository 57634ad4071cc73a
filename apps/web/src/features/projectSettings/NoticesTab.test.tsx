import type { ProjectNotice } from '@questline/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/projectSettings';
import { i18n } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { NoticesTab } from './NoticesTab';
import { clickButton, type } from '../../test/dom';
import { ok } from '../../test/api';

vi.mock('../../api/projectSettings', () => ({
  getNotices: vi.fn(),
  addNotice: vi.fn(),
  editNotice: vi.fn(),
  removeNotice: vi.fn(),
}));

const notice: ProjectNotice = {
  noticeId: 9,
  projectId: 1,
  noticeTitle: 'Release Friday',
  noticeContent: 'Freeze on Thursday',
  publishTime: '2026-03-01T08:00:00.000Z',
  status: 0,
  createBy: 2,
  createByName: 'Ann',
  updateTime: '2026-03-01T08:00:00.000Z',
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.mocked(api.getNotices).mockResolvedValue(ok([notice]));
  vi.mocked(api.addNotice).mockResolvedValue(ok({ noticeId: 10 }));
  vi.mocked(api.editNotice).mockResolvedValue(ok(null));
  vi.mocked(api.removeNotice).mockResolvedValue(ok(null));
});
afterEach(() => vi.clearAllMocks());

describe('NoticesTab (spec points 4 and 5 "Project notice")', () => {
  it('checks the 50-byte title in the server’s words, then adds the notice', async () => {
    renderPage(<NoticesTab projectId={1} canManage />, '/');
    expect(await screen.findByText('Release Friday')).toBeTruthy();
    clickButton('Add notice');
    type('Title', '通'.repeat(17));
    clickButton('Save');
    expect(await screen.findByText('Title must be at most 50 bytes (a Chinese character takes 3)')).toBeTruthy();
    type('Title', 'Standup moved');
    type('Content', 'To 10:00');
    clickButton('Save');
    await waitFor(() => expect(api.addNotice).toHaveBeenCalled());
    expect(vi.mocked(api.addNotice).mock.calls[0]?.[0]).toMatchObject({
      projectId: 1,
      noticeTitle: 'Standup moved',
      noticeContent: 'To 10:00',
      status: 0,
    });
  });

  it('publishes an unpublished notice and deletes one after confirming', async () => {
    renderPage(<NoticesTab projectId={1} canManage />, '/');
    fireEvent.click(await screen.findByLabelText('Publish Release Friday'));
    await waitFor(() =>
      expect(api.editNotice).toHaveBeenCalledWith({
        noticeId: 9,
        noticeTitle: 'Release Friday',
        noticeContent: 'Freeze on Thursday',
        publishTime: '2026-03-01T08:00:00.000Z',
        status: 1,
      }),
    );
    fireEvent.click(screen.getByLabelText('Delete Release Friday'));
    clickButton('OK');
    await waitFor(() => expect(api.removeNotice).toHaveBeenCalledWith(9));
  });

  it('shows members the notices without status or actions', async () => {
    renderPage(<NoticesTab projectId={1} canManage={false} />, '/');
    expect(await screen.findByText('Release Friday')).toBeTruthy();
    expect(screen.queryByText('Add notice')).toBeNull();
    expect(screen.queryByText('Unpublished')).toBeNull();
    expect(screen.queryByLabelText('Publish Release Friday')).toBeNull();
  });
});
