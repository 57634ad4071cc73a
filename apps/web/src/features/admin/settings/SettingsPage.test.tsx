import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminSettings, saveAddressSettings, savePortalSettings } from '../../../api/admin';
import { i18n } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import SettingsPage from './SettingsPage';
import { ok } from '../../../test/api';

vi.mock('../../../api/admin', () => ({
  adminSettings: vi.fn(),
  savePortalSettings: vi.fn(),
  saveAddressSettings: vi.fn(),
}));

const portal = {
  groupQrCodes: ['/qr.png'],
  contactEmail: 'env@example.com',
  contactPhone: null,
  supportImage: null,
  downloads: [{ name: 'Desktop', version: '1.0', date: '2026-05-01', sizeBytes: null, url: null }],
};

const addresses = { postApi: '', netDisk: '/myNetworkDisk', netShare: '', aiChat: '', imageService: '' };
const fromEnvironment = { portal, source: 'environment', addresses, addressesSource: 'environment' } as const;

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.clearAllMocks());

/** Issue 35: the settings page shows where the values come from and saves the whole group. */
describe('/admin/settings', () => {
  it('starts from the environment’s values and saves what was edited, empty texts as empty', async () => {
    vi.mocked(adminSettings).mockResolvedValue(ok(fromEnvironment));
    vi.mocked(savePortalSettings).mockResolvedValue({
      code: 200,
      msg: '',
      data: { ...fromEnvironment, source: 'database' },
    });
    renderPage(<SettingsPage />, '/admin/settings');
    expect(await screen.findAllByText('From the environment')).toHaveLength(2);
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

  it('checks each address handed to the web app and saves the five together (spec point 3)', async () => {
    vi.mocked(adminSettings).mockResolvedValue(ok(fromEnvironment));
    vi.mocked(saveAddressSettings).mockResolvedValue({
      code: 200,
      msg: '',
      data: { ...fromEnvironment, addressesSource: 'database' },
    });
    renderPage(<SettingsPage />, '/admin/settings');
    const chat = await screen.findByLabelText('AI chat service');
    fireEvent.change(chat, { target: { value: 'chat.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save addresses' }));
    expect(
      await screen.findByText('Use an address starting with http://, https:// or /, or leave it empty'),
    ).toBeTruthy();
    expect(saveAddressSettings).not.toHaveBeenCalled();

    fireEvent.change(chat, { target: { value: ' https://chat.example ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save addresses' }));
    await waitFor(() =>
      expect(saveAddressSettings).toHaveBeenCalledWith({ ...addresses, aiChat: 'https://chat.example' }),
    );
  });
});
