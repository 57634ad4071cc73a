import type { QuestionAttachment } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as disk from '../../../api/disk';
import * as issues from '../../../api/issues';
import { changeLocale } from '../../../i18n';
import { AttachmentField } from './AttachmentField';
import { ok } from '../../../test/api';
import { renderWithApp } from '../../../test/renderPage';

vi.mock('../../../api/issues', () => ({ uploadAttachment: vi.fn(), attachFromDisk: vi.fn() }));
vi.mock('../../../api/disk', () => ({ getDiskListing: vi.fn() }));

const attachment: QuestionAttachment = {
  attachmentId: 41,
  fileName: 'screen.png',
  kind: 'image',
  mimeType: 'image/png',
  size: 2048,
  url: '/prod-api/questline/questionAttachment/41',
  uploader: { userId: 1, name: 'Me' },
  createTime: '2026-11-29T00:00:00.000Z',
};

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(disk.getDiskListing).mockImplementation(async (query) =>
    ok({
      folder: null,
      crumbs: query.folderId === 3 ? [{ entryId: 3, name: 'Shots' }] : [],
      usage: { usedBytes: 0, quotaBytes: null },
      entries:
        query.folderId === 3
          ? [
              {
                entryId: 8,
                kind: 'file' as const,
                name: 'screen.png',
                parentId: 3,
                size: 2048,
                mimeType: 'image/png',
                preview: 'image' as const,
                createTime: '',
                updateTime: '',
                removeTime: null,
              },
            ]
          : [
              {
                entryId: 3,
                kind: 'folder' as const,
                name: 'Shots',
                parentId: null,
                size: 0,
                mimeType: '',
                preview: null,
                createTime: '',
                updateTime: '',
                removeTime: null,
              },
            ],
    }),
  );
  vi.mocked(issues.attachFromDisk).mockResolvedValue(ok(attachment));
});

/** Issue 32: a file of the network disk attached to an issue without uploading it again. */
describe('the issue form attachment field', () => {
  it('picks a file from the disk, walking into its folder, and lists it as this form attachment', async () => {
    const onChange = vi.fn();
    renderWithApp(<AttachmentField projectId={7} existing={[]} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /From my disk/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach a file from my disk' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Shots' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'screen.png' }));
    await waitFor(() => expect(issues.attachFromDisk).toHaveBeenCalledWith(7, 8));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([attachment]));
  });
});
