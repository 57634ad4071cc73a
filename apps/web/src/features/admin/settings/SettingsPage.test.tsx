import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSettings, savePortalSettings } from '../../../api/admin';
import { i18n } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import SettingsPage from './SettingsPage';

vi.mock('../../../api/admin', () => ({ adminSettings: vi.fn(), savePortalSettings: vi.fn() }));

const portal = {
  groupQrCodes: ['/qr.png'],
  contactEmail: 'env@example.com',
  contactPhone: null,
  supportImage: null,
  downloads: [{ name: 'Desktop', version: '1.0', date: '2026-05-01', sizeBytes: null, url: null }],
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.clearAllMocks());

/** Issue 35: the settings page shows where the values come from and saves the whole group. */
describe('/admin/settings', () => {
  it('starts from the environment’s values and saves what was edited, empty texts as empty', async () => {
    vi.mocked(adminSettings).mockResolvedValue({ code: 200, msg: '', data: { portal, source: 'environment' } });
    vi.mocked(savePortalSettings).mockResolvedValue({ code: 200, msg: '', data: { portal, source: 'database' } });
    renderPage(<SettingsPage />, '/admin/settings');
    expect(await screen.findByText('From the environment')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Contact phone'), { target: { value: '400-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(savePortalSettings).toHaveBeenCalledWith({
        groupQrCodes: ['/qr.png'],
        contactEmail: 'env@example.com',
        contactPhone: '400-123',
        supportImage: '',
        downloads: [{ name: 'Desktop', version: '1.0', date: '2026-05-01', sizeBytes: null, url: '' }],
      }),
    );
  });
});
