import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/projectSettings';
import { i18n } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { VersionsTab } from './VersionsTab';
import { clickButton, clickLabelled, type } from '../../test/dom';
import { ok } from '../../test/api';

vi.mock('../../api/projectSettings', () => ({
  getVersions: vi.fn(),
  addVersion: vi.fn(),
  editVersion: vi.fn(),
  removeVersion: vi.fn(),
}));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.mocked(api.getVersions).mockResolvedValue(
    ok([{ versionId: 7, projectId: 1, versionName: 'v1.0', icon: 'rocket' as const, sort: 1 }]),
  );
  vi.mocked(api.addVersion).mockResolvedValue(ok({ versionId: 8 }));
  vi.mocked(api.editVersion).mockResolvedValue(ok(null));
  vi.mocked(api.removeVersion).mockResolvedValue(ok(null));
});
afterEach(() => vi.clearAllMocks());

describe('VersionsTab (spec point 3 "versions with icons", point 5 "version name at most 50")', () => {
  it('lists versions with their icon and adds one after checking the name', async () => {
    renderPage(<VersionsTab projectId={1} canManage />, '/');
    const row = (await screen.findByText('v1.0')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByLabelText('Rocket')).toBeTruthy();
    clickButton('Add version');
    clickButton('Save');
    expect(await screen.findByText('Version name is required')).toBeTruthy();
    type('Version name', ' v2.0 ');
    fireEvent.click(screen.getByLabelText('Flag'));
    clickButton('Save');
    await waitFor(() =>
      expect(api.addVersion).toHaveBeenCalledWith({ projectId: 1, versionName: 'v2.0', icon: 'flag' }),
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
  });

  it('edits and deletes a version after confirming', async () => {
    renderPage(<VersionsTab projectId={1} canManage />, '/');
    fireEvent.click(await screen.findByLabelText('Edit v1.0'));
    type('Version name', 'v1.1');
    clickButton('Save');
    await waitFor(() =>
      expect(api.editVersion).toHaveBeenCalledWith({ versionId: 7, versionName: 'v1.1', icon: 'rocket' }),
    );
    clickLabelled('Delete v1.0');
    clickButton('OK');
    await waitFor(() => expect(api.removeVersion).toHaveBeenCalledWith(7));
  });

  it('shows members the list read-only', async () => {
    renderPage(<VersionsTab projectId={1} canManage={false} />, '/');
    expect(await screen.findByText('v1.0')).toBeTruthy();
    expect(screen.getByText('Only project admins can change these settings.')).toBeTruthy();
    expect(screen.queryByText('Add version')).toBeNull();
    expect(screen.queryByLabelText('Edit v1.0')).toBeNull();
  });
});
