import type { MobileUploadVisit } from '@questline/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/mobileUpload';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import MobileUploadPage from './MobileUploadPage';
import { ok } from '../../test/api';

vi.mock('../../api/mobileUpload', () => ({ visitMobileUpload: vi.fn(), sendMobilePhoto: vi.fn() }));

const TOKEN = 'T'.repeat(43);
const visit: MobileUploadVisit = {
  projectName: 'Shop',
  question: { number: 12, questionName: 'Checkout button hides' },
  expireTime: '2030-01-01T08:10:00.000Z',
  received: 0,
  maxPhotos: 2,
  maxMb: 10,
};

function choose(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}
const png = (name: string, bytes = 8) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** Issue 32, spec point 2 "/MobileUpload": the phone's page, signed out. */
describe('MobileUploadPage', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await changeLocale('en');
    vi.mocked(api.visitMobileUpload).mockResolvedValue(ok(visit));
  });

  it('says where the photos go, sends each chosen photo and lists the outcome', async () => {
    vi.mocked(api.sendMobilePhoto).mockResolvedValueOnce(ok({ fileName: 'a.png', size: 8, received: 1, maxPhotos: 2 }));
    vi.mocked(api.sendMobilePhoto).mockRejectedValueOnce(
      new Error('"b.png" is not a jpg or png picture; only jpg and png photos can be uploaded'),
    );
    renderPage(<MobileUploadPage />, '/MobileUpload', `/MobileUpload?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload photos' })).toBeTruthy();
    expect(screen.getByText('To issue #12 Checkout button hides in project "Shop"')).toBeTruthy();
    expect(api.visitMobileUpload).toHaveBeenCalledWith(TOKEN);
    const button = screen.getByRole('button', { name: /Take or choose photos/ });
    expect(document.querySelector('input[type=file]')?.getAttribute('accept')).toBe('image/jpeg,image/png');

    choose([png('a.png'), png('b.png')]);
    await waitFor(() => expect(api.sendMobilePhoto).toHaveBeenCalledTimes(2));
    expect(vi.mocked(api.sendMobilePhoto).mock.calls.map((call) => [call[0], call[2]])).toEqual([
      [TOKEN, 'a.png'],
      [TOKEN, 'b.png'],
    ]);
    expect(await screen.findByText('Sent')).toBeTruthy();
    expect(await screen.findByText(/is not a jpg or png picture/)).toBeTruthy();
    expect(screen.getByText(/1 more can be sent/)).toBeTruthy();
    expect(button).toBeTruthy();
  });

  it('does not send a photo over 10 MB', async () => {
    renderPage(<MobileUploadPage />, '/MobileUpload', `/MobileUpload?token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1 });
    choose([png('huge.png', 10 * 1024 * 1024 + 1)]);
    expect(await screen.findByText('Over 10 MB, not sent')).toBeTruthy();
    expect(api.sendMobilePhoto).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the code no longer works, in Chinese too", async () => {
    await changeLocale('zh');
    vi.mocked(api.visitMobileUpload).mockRejectedValue(
      new Error('二维码已过期（有效 10 分钟），请在电脑上重新打开“手机上传”'),
    );
    renderPage(<MobileUploadPage />, '/MobileUpload', `/MobileUpload?token=${TOKEN}`);
    expect((await screen.findByRole('alert')).textContent).toContain('二维码已过期');
    expect(screen.getByRole('heading', { level: 1, name: '无法上传' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /拍照或选择照片/ })).toBeNull();
  });

  it('says a link without a code is incomplete, asking nothing of the server', async () => {
    renderPage(<MobileUploadPage />, '/MobileUpload');
    expect((await screen.findByRole('alert')).textContent).toContain('The link is incomplete');
    expect(api.visitMobileUpload).not.toHaveBeenCalled();
  });

  it('offers nothing more to choose once the code has taken all its photos', async () => {
    vi.mocked(api.visitMobileUpload).mockResolvedValue(ok({ ...visit, question: null, received: 2 }));
    renderPage(<MobileUploadPage />, '/MobileUpload', `/MobileUpload?token=${TOKEN}`);
    expect(await screen.findByText('This QR code has taken all the photos it can.')).toBeTruthy();
    expect(screen.getByText(/To the issue form being filled in on the computer/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Take or choose photos/ })).toBeNull();
  });
});
