import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/disk';
import type * as DiskApi from '../../api/disk';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import SharedDiskPage from './SharedDiskPage';
import { ok } from '../../test/api';

vi.mock('../../api/disk', async (original) => ({
  ...(await original<typeof DiskApi>()),
  getSharedDiskSummary: vi.fn(),
  openSharedDisk: vi.fn(),
}));

const TOKEN = 'abcdefghijklmnopqrstuvwx';
const file = {
  entryId: 9,
  kind: 'file' as const,
  name: 'plan.pdf',
  size: 2048,
  preview: 'pdf' as const,
  updateTime: '',
};

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getSharedDiskSummary).mockResolvedValue(ok({ kind: 'folder', name: 'Specs', needsPassword: true }));
  vi.mocked(api.openSharedDisk).mockImplementation(async (_token, body) => {
    if (body.password !== 'open sesame') throw new Error('The password is incorrect');
    return ok(
      body.folderId === 4
        ? {
            kind: 'folder' as const,
            name: 'Specs',
            crumbs: [{ entryId: 4, name: 'v2' }],
            entries: [file],
            ticket: 't1',
          }
        : {
            kind: 'folder' as const,
            name: 'Specs',
            crumbs: [],
            entries: [{ ...file, entryId: 4, kind: 'folder' as const, name: 'v2', preview: null }],
            ticket: 't1',
          },
    );
  });
});

/** Issue 32 (ADR 0116): /diskShared/{token} for a visitor who is not signed in. */
describe('/diskShared/{token}', () => {
  it('asks for the password, says a wrong one, then walks the folder with download links that carry the ticket', async () => {
    renderPage(<SharedDiskPage />, '/diskShared/*', `/diskShared/${TOKEN}`);
    const password = await screen.findByLabelText(/Password/);
    fireEvent.change(password, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('The password is incorrect')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'open sesame' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('button', { name: 'v2' }));
    const download = await screen.findByRole('link', { name: 'Download plan.pdf' });
    expect(download.getAttribute('href')).toBe(`/prod-api/anonymous/diskShare/${TOKEN}/file/9?ticket=t1`);
    await waitFor(() =>
      expect(vi.mocked(api.openSharedDisk).mock.lastCall?.[1]).toEqual({ password: 'open sesame', folderId: 4 }),
    );
  });

  it('says a share is gone without telling why', async () => {
    vi.mocked(api.getSharedDiskSummary).mockRejectedValue(new Error('gone'));
    renderPage(<SharedDiskPage />, '/diskShared/*', `/diskShared/${TOKEN}`);
    expect(await screen.findByText('This share does not exist or is no longer available')).toBeTruthy();
  });
});
