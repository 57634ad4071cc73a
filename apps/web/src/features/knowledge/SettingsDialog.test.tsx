import type { KnowledgeBase } from '@questline/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/knowledge';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { SettingsDialog } from './SettingsDialog';

vi.mock('../../api/knowledge', () => ({ updateSpace: vi.fn(), deleteSpace: vi.fn() }));
vi.mock('../../api/projects', () => ({
  getMyProjects: vi.fn().mockResolvedValue({
    code: 200,
    msg: 'ok',
    data: { current: null, projects: [{ projectId: 4, projectName: 'Billing' }] },
  }),
}));

const space = (role: KnowledgeBase['role']): KnowledgeBase => ({
  kbId: 7,
  name: 'Handbook',
  remark: '',
  cover: 'blue',
  projectId: null,
  projectName: '',
  ownerId: 1,
  ownerNickName: 'Ann',
  role,
  actions: role === 'owner' ? ['read', 'configure', 'deleteSpace'] : ['read', 'configure'],
  memberCount: 1,
  documentCount: 0,
  createTime: '',
  updateTime: '',
});

beforeEach(async () => {
  await changeLocale('en');
});
afterEach(() => vi.clearAllMocks());

/** Issue 15: a space's settings (spec point 5 name and remark), deleting it for the owner only (point 6). */
describe('knowledge base settings', () => {
  it('saves the trimmed name and offers deletion to the owner', async () => {
    vi.mocked(api.updateSpace).mockResolvedValue({ code: 200, msg: 'ok', data: null });
    renderPage(<SettingsDialog space={space('owner')} open onClose={() => undefined} />, '/libraryInfo');
    expect(await screen.findByRole('button', { name: 'Delete knowledge base' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Team handbook' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.updateSpace).toHaveBeenCalledWith({
        kbId: 7,
        name: 'Team handbook',
        remark: '',
        cover: 'blue',
        projectId: null,
      }),
    );
  });

  it('links the space to one of the caller projects, keeping a linked project the caller cannot open', async () => {
    vi.mocked(api.updateSpace).mockResolvedValue({ code: 200, msg: 'ok', data: null });
    const linked = { ...space('owner'), projectId: 9, projectName: 'Payments' };
    renderPage(<SettingsDialog space={linked} open onClose={() => undefined} />, '/libraryInfo');
    expect(await screen.findByText('Payments')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Linked project' }));
    fireEvent.click(await screen.findByTitle('Billing'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.updateSpace).toHaveBeenCalledWith(expect.objectContaining({ projectId: 4 })));
  });

  it('does not offer deletion to an admin', async () => {
    renderPage(<SettingsDialog space={space('admin')} open onClose={() => undefined} />, '/libraryInfo');
    expect(await screen.findByLabelText('Name')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete knowledge base' })).toBeNull();
  });
});
