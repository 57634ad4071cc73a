import type { ResourceAdminRow } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../api/resources';
import { changeLocale } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import ResourcesAdminPage from './ResourcesAdminPage';
import { ok } from '../../../test/api';

vi.mock('../../../api/resources', () => ({
  getAdminResources: vi.fn(),
  addResource: vi.fn(),
  editResource: vi.fn(),
  removeResource: vi.fn(),
  uploadResourceCover: vi.fn(),
  uploadResourceFile: vi.fn(),
  removeResourceFile: vi.fn(),
}));

const template: ResourceAdminRow = {
  resourceId: 5,
  title: 'Defect report template',
  category: 'template',
  coverUrl: null,
  cover: '',
  priceFen: 990,
  pointsPrice: 50,
  membersFree: true,
  downloads: 12,
  fileCount: 1,
  updateTime: '2026-06-01T08:00:00.000Z',
  description: '',
  published: true,
  files: [{ fileId: 3, name: 'template.xlsx', size: 4096 }],
};

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getAdminResources).mockResolvedValue(ok([template]));
});
afterEach(() => vi.clearAllMocks());

/** Issue 32 (ADR 0117): the platform administrators' resource store. */
describe('ResourcesAdminPage', () => {
  it('adds a resource with its price in yuan sent as fen, and checks the title by bytes', async () => {
    vi.mocked(api.addResource).mockResolvedValue(ok({ ...template, resourceId: 6, title: 'Test data' }));
    renderPage(<ResourcesAdminPage />, '/admin/resources');
    expect(await screen.findByRole('link', { name: 'Defect report template' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add a resource/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: '模'.repeat(67) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('A title must not be empty or longer than 200 bytes')).toBeTruthy();
    expect(api.addResource).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Test data' } });
    fireEvent.change(within(dialog).getByLabelText('One-off price (yuan)'), { target: { value: '19.9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.addResource).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Test data', category: 'template', priceFen: 1990, published: false }),
      ),
    );
  });

  it('uploads a file to a resource and removes one', async () => {
    vi.mocked(api.uploadResourceFile).mockResolvedValue(ok({ fileId: 4, name: 'guide.pdf', size: 10 }));
    vi.mocked(api.removeResourceFile).mockResolvedValue(ok(null));
    renderPage(<ResourcesAdminPage />, '/admin/resources');
    fireEvent.click(await screen.findByRole('button', { name: 'Files of "Defect report template"' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('4 KB')).toBeTruthy();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const guide = new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [guide] } });
    await waitFor(() => expect(api.uploadResourceFile).toHaveBeenCalledWith(5, guide, 'guide.pdf'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the file template.xlsx' }));
    await waitFor(() => expect(api.removeResourceFile).toHaveBeenCalledWith(3));
  });

  it('speaks Chinese', async () => {
    await changeLocale('zh');
    renderPage(<ResourcesAdminPage />, '/admin/resources');
    expect(await screen.findByText('资源商城管理')).toBeTruthy();
    expect(await screen.findByText('已上架')).toBeTruthy();
  });
});
