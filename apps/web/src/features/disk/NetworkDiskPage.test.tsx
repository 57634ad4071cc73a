import type { DiskEntry, DiskListing } from '@questline/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/disk';
import type * as DiskApi from '../../api/disk';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import NetworkDiskPage from './NetworkDiskPage';
import { ok } from '../../test/api';

// The addresses are the real ones; the calls are the test's.
vi.mock('../../api/disk', async (original) => ({
  ...(await original<typeof DiskApi>()),
  getDiskListing: vi.fn(),
  getDiskUsage: vi.fn(),
  createDiskFolder: vi.fn(),
  renameDiskEntry: vi.fn(),
  moveDiskEntries: vi.fn(),
  removeDiskEntries: vi.fn(),
  getRecycledEntries: vi.fn(),
  restoreDiskEntries: vi.fn(),
  purgeDiskEntries: vi.fn(),
}));

/** tus-js-client's Upload as the page drives it: the test plays the server's progress and answer. */
const tus = vi.hoisted(() => ({ started: [] as { options: Record<string, unknown>; file: File }[] }));
vi.mock('tus-js-client', () => ({
  Upload: class {
    constructor(
      readonly file: File,
      readonly options: Record<string, unknown>,
    ) {}
    findPreviousUploads() {
      return Promise.resolve([]);
    }
    resumeFromPreviousUpload() {}
    start() {
      tus.started.push({ options: this.options, file: this.file });
    }
    abort() {
      return Promise.resolve();
    }
  },
}));

const entry = (entryId: number, name: string, fields: Partial<DiskEntry> = {}): DiskEntry => ({
  entryId,
  kind: 'file',
  name,
  parentId: null,
  size: 2048,
  mimeType: 'text/plain',
  preview: 'text',
  createTime: '2026-11-28T08:00:00.000Z',
  updateTime: '2026-11-28T08:00:00.000Z',
  removeTime: null,
  ...fields,
});
const usage = { usedBytes: 300 * 1024 * 1024, quotaBytes: 1024 * 1024 * 1024 };
const listing = (entries: DiskEntry[], crumbs: DiskListing['crumbs'] = []): DiskListing => ({
  folder: crumbs.at(-1) ?? null,
  crumbs,
  entries,
  usage,
});

beforeEach(async () => {
  await changeLocale('en');
  tus.started.length = 0;
  vi.mocked(api.getDiskUsage).mockResolvedValue(ok(usage));
  vi.mocked(api.getDiskListing).mockImplementation(async (query) =>
    ok(
      query.folderId === 5
        ? listing([entry(9, 'q4.md')], [{ entryId: 5, name: 'Plans' }])
        : listing([entry(5, 'Plans', { kind: 'folder', size: 0, mimeType: '', preview: null }), entry(7, 'notes.txt')]),
    ),
  );
  vi.mocked(api.createDiskFolder).mockResolvedValue(ok(entry(11, 'Specs', { kind: 'folder' })));
  vi.mocked(api.removeDiskEntries).mockResolvedValue(ok(null));
  vi.mocked(api.getRecycledEntries).mockResolvedValue(
    ok([entry(3, 'old.log', { removeTime: '2026-11-20T08:00:00.000Z' })]),
  );
  vi.mocked(api.restoreDiskEntries).mockResolvedValue(ok(null));
});

describe('/myNetworkDisk (issue 32)', () => {
  it('shows the space used, opens a folder by its address, and makes a folder there after checking its name', async () => {
    const { router } = renderPage(<NetworkDiskPage />, '/myNetworkDisk');
    expect(await screen.findByText('300 MB of 1 GB used')).toBeTruthy();
    // A folder downloads as one zip of what it holds.
    expect((await screen.findByRole('link', { name: 'Download Plans' })).getAttribute('href')).toBe(
      '/prod-api/questline/disk/zip?entryIds=5',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Plans' }));
    await waitFor(() => expect(router.state.location.search).toBe('?folder=5'));
    expect(await screen.findByRole('button', { name: 'q4.md' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /New folder/ }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Name/);
    fireEvent.change(name, { target: { value: 'a/b' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/without \/ or \\/)).toBeTruthy();
    expect(api.createDiskFolder).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: 'Specs' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.createDiskFolder).toHaveBeenCalledWith({ parentId: 5, name: 'Specs' }));
  });

  it('uploads the chosen files into the folder in view with per-file progress, and lists what landed', async () => {
    renderPage(<NetworkDiskPage />, '/myNetworkDisk', '/myNetworkDisk?folder=5');
    await screen.findByRole('button', { name: 'q4.md' });
    const input = screen.getByLabelText('Upload files', { selector: 'input' });
    const file = new File(['x'.repeat(1000)], 'report.pdf', { type: 'application/pdf' });
    // What a browser sets on a file chosen alone (jsdom leaves it out).
    Object.defineProperty(file, 'webkitRelativePath', { value: '' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(tus.started).toHaveLength(1));
    const started = tus.started[0];
    expect(started?.options.metadata).toEqual({ filename: 'report.pdf', folderId: '5', relativePath: '' });
    const { onProgress, onSuccess } = started?.options as {
      onProgress: (sent: number, total: number) => void;
      onSuccess: (payload: { lastResponse: { getBody(): string } }) => void;
    };
    act(() => onProgress(600, 1000));
    const progress = await screen.findByRole('progressbar', { name: 'Upload of report.pdf' });
    expect(progress.getAttribute('aria-valuenow')).toBe('60');
    const calls = vi.mocked(api.getDiskListing).mock.calls.length;
    act(() => onSuccess({ lastResponse: { getBody: () => JSON.stringify(ok(entry(12, 'report.pdf'))) } }));
    expect(await screen.findByText('Uploads (1 of 1 done)')).toBeTruthy();
    await waitFor(() => expect(vi.mocked(api.getDiskListing).mock.calls.length).toBeGreaterThan(calls));
  });

  it('shows a refused upload with the server message and offers to retry', async () => {
    renderPage(<NetworkDiskPage />, '/myNetworkDisk');
    await screen.findByRole('button', { name: 'notes.txt' });
    fireEvent.change(screen.getByLabelText('Upload files', { selector: 'input' }), {
      target: { files: [new File(['x'], 'big.iso')] },
    });
    await waitFor(() => expect(tus.started).toHaveLength(1));
    const { onError } = tus.started[0]?.options as { onError: (error: Error & { originalResponse: unknown }) => void };
    const refusal = Object.assign(new Error('tus: unexpected response'), {
      originalResponse: { getBody: () => JSON.stringify({ code: 500, msg: 'Not enough space on the disk' }) },
    });
    act(() => onError(refusal));
    expect(await screen.findByText('Not enough space on the disk')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('moves an entry to the recycle bin, and restores it from there', async () => {
    renderPage(<NetworkDiskPage />, '/myNetworkDisk');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete notes.txt' }));
    await waitFor(() => expect(api.removeDiskEntries).toHaveBeenCalledWith([7]));
    fireEvent.click(screen.getByText('Recycle bin'));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore old.log' }));
    await waitFor(() => expect(api.restoreDiskEntries).toHaveBeenCalledWith([3]));
    expect(await screen.findByText('Restored 1 item')).toBeTruthy();
  });
});
