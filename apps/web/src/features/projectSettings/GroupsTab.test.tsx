import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/projectSettings';
import { i18n } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { GroupsTab } from './GroupsTab';
import { clickButton, type } from '../../test/dom';
import { membersFixture, plainMember } from '../../test/fixtures/projects';
import { ok } from '../../test/api';

vi.mock('../../api/projectSettings', () => ({
  getGroups: vi.fn(),
  addGroup: vi.fn(),
  editGroup: vi.fn(),
  removeGroup: vi.fn(),
  getProjectMembers: vi.fn(),
}));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.mocked(api.getGroups).mockResolvedValue(ok([{ groupId: 3, projectId: 1, groupName: 'QA', memberIds: [11, 12] }]));
  vi.mocked(api.getProjectMembers).mockResolvedValue(
    ok(membersFixture([plainMember(11, 'Ann'), plainMember(12, 'Bob')])),
  );
  vi.mocked(api.addGroup).mockResolvedValue(ok({ groupId: 4 }));
  vi.mocked(api.editGroup).mockResolvedValue(ok(null));
  vi.mocked(api.removeGroup).mockResolvedValue(ok(null));
});
afterEach(() => vi.clearAllMocks());

describe('GroupsTab (groups of project members, ADR 0018)', () => {
  it('lists groups with their members by project alias', async () => {
    renderPage(<GroupsTab projectId={1} canManage />, '/');
    expect(await screen.findByText('QA')).toBeTruthy();
    expect(await screen.findByText('Ann')).toBeTruthy();
    expect(screen.getByText('Bob')).toBeTruthy();
  });

  it('adds a group after checking the name, and renames one keeping its members', async () => {
    renderPage(<GroupsTab projectId={1} canManage />, '/');
    await screen.findByText('QA');
    clickButton('Add group');
    clickButton('Save');
    expect(await screen.findByText('Group name is required')).toBeTruthy();
    type('Group name', 'Frontend');
    clickButton('Save');
    await waitFor(() =>
      expect(api.addGroup).toHaveBeenCalledWith({ projectId: 1, groupName: 'Frontend', memberIds: [] }),
    );

    fireEvent.click(screen.getByLabelText('Edit QA'));
    type('Group name', 'Testers');
    clickButton('Save');
    await waitFor(() =>
      expect(api.editGroup).toHaveBeenCalledWith({ groupId: 3, groupName: 'Testers', memberIds: [11, 12] }),
    );
  });

  it('deletes a group after confirming', async () => {
    renderPage(<GroupsTab projectId={1} canManage />, '/');
    fireEvent.click(await screen.findByLabelText('Delete QA'));
    clickButton('OK');
    await waitFor(() => expect(api.removeGroup).toHaveBeenCalledWith(3));
  });

  it('is read-only for members', async () => {
    renderPage(<GroupsTab projectId={1} canManage={false} />, '/');
    expect(await screen.findByText('QA')).toBeTruthy();
    expect(screen.queryByText('Add group')).toBeNull();
    expect(screen.queryByLabelText('Delete QA')).toBeNull();
  });
});
