import type { MobileUploadTicket, QuestionAttachment } from '@questline/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/mobileUpload';
import { changeLocale } from '../../i18n';
import { AttachmentField } from '../issues/form/AttachmentField';
import { mobileUploadArrivals } from './arrivals';
import { ok } from '../../test/api';

vi.mock('../../api/mobileUpload', () => ({ openMobileUpload: vi.fn(), closeMobileUpload: vi.fn() }));

const photo = (attachmentId: number, fileName: string): QuestionAttachment => ({
  attachmentId,
  fileName,
  kind: 'image',
  mimeType: 'image/png',
  size: 2048,
  url: `/prod-api/questline/questionAttachment/${String(attachmentId)}`,
  uploader: { userId: 1, name: 'Me' },
  createTime: '2026-11-29T00:00:00.000Z',
});
const ticket: MobileUploadTicket = {
  mobileUploadId: 5,
  token: 'T'.repeat(43),
  path: `/MobileUpload?token=${'T'.repeat(43)}`,
  expireTime: new Date(Date.now() + 600_000).toISOString(),
  maxPhotos: 9,
};

function renderField(onChange: (uploads: QuestionAttachment[]) => void) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AntdApp>
        <AttachmentField projectId={7} existing={[photo(1, 'old.png')]} onChange={onChange} />
      </AntdApp>
    </QueryClientProvider>,
  );
}

/** Issue 32: "upload from phone" in the issue form, its QR code and the photos that come back. */
describe('upload from phone in the issue form', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await changeLocale('en');
    vi.mocked(api.openMobileUpload).mockResolvedValue(ok(ticket));
  });

  it("shows a code for the form's room, adds the photos that arrive, and ends the code on closing", async () => {
    const onChange = vi.fn();
    renderField(onChange);
    fireEvent.click(screen.getByRole('button', { name: /Upload from phone/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload photos from your phone' });
    await waitFor(() => expect(api.openMobileUpload).toHaveBeenCalledWith({ projectId: 7, maxPhotos: 9 }));
    expect(await within(dialog).findByLabelText('QR code for uploading from a phone')).toBeTruthy();
    expect(within(dialog).getByTestId('mobile-upload-link').textContent).toContain(
      `${window.location.origin}/MobileUpload?token=`,
    );

    const arrived = photo(42, 'from-phone.png');
    act(() => {
      // Another code's photo is not this form's.
      mobileUploadArrivals.publish({
        mobileUploadId: 99,
        projectId: 7,
        questionId: null,
        attachment: photo(43, 'x.png'),
      });
      mobileUploadArrivals.publish({ mobileUploadId: 5, projectId: 7, questionId: null, attachment: arrived });
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith([arrived]);
    expect(within(dialog).getByRole('list', { name: 'Photos received' }).textContent).toBe('from-phone.png');

    // Closing hands over what an event may have missed, and nothing twice.
    const missed = photo(44, 'missed.png');
    vi.mocked(api.closeMobileUpload).mockResolvedValue(ok({ attachments: [arrived, missed] }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(api.closeMobileUpload).toHaveBeenCalledWith(5));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([arrived, missed]));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('reads in Chinese', async () => {
    await changeLocale('zh');
    renderField(vi.fn());
    fireEvent.click(screen.getByRole('button', { name: /手机上传/ }));
    expect(await screen.findByRole('dialog', { name: '用手机上传照片' })).toBeTruthy();
    expect(await screen.findByLabelText('手机上传二维码')).toBeTruthy();
  });

  it('ends the code when the dialog goes away with its page', async () => {
    vi.mocked(api.closeMobileUpload).mockResolvedValue(ok({ attachments: [] }));
    const { unmount } = renderField(vi.fn());
    fireEvent.click(screen.getByRole('button', { name: /Upload from phone/ }));
    expect(await screen.findByLabelText('QR code for uploading from a phone')).toBeTruthy();
    unmount();
    await waitFor(() => expect(api.closeMobileUpload).toHaveBeenCalledWith(5));
  });
});
