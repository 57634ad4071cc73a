import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../api/projects';
import { i18n } from '../../../i18n';
import { sessionStore } from '../../../session/store';
import { userInfoFixture } from '../../../test/fixtures/user';
import { renderPage } from '../../../test/renderPage';
import ProjectsPage from '../ProjectsPage';
import { cardFixture, memberFixture, membersFixture } from '../../../test/fixtures/projects';
import { ok } from '../../../test/api';
import { choose, clickButton, dialog, type } from '../../../test/dom';

vi.mock('../../../api/projects', () => ({
  getProjectList: vi.fn(),
  getMyProjects: vi.fn(),
  updateProject: vi.fn(),
  uploadProjectImage: vi.fn(),
  recycleProject: vi.fn(),
  transferProject: vi.fn(),
  getAddCode: vi.fn(),
  generateAddCode: vi.fn(),
  getMembers: vi.fn(),
  addMember: vi.fn(),
  batchAddMembers: vi.fn(),
  getCandidatesFromProject: vi.fn(),
  getCandidatesFromTeam: vi.fn(),
  listImportTeams: vi.fn(),
  importMembers: vi.fn(),
  removeMember: vi.fn(),
  removeMemberWithHandOver: vi.fn(),
  quitProject: vi.fn(),
  renameMember: vi.fn(),
  setMemberAdmin: vi.fn(),
}));

const owner = memberFixture();
const bob = memberFixture({ userId: 2, userName: 'Bob', nickName: 'bob', role: 'member', phonenumber: '13800000002' });
const cy = memberFixture({ userId: 3, userName: 'Cy', nickName: 'cy', role: 'admin', phonenumber: '13800000003' });

async function openSettings(tab: string, role: 'owner' | 'admin' | 'member' = 'owner') {
  vi.mocked(api.getMyProjects).mockResolvedValue(ok({ current: null, projects: [cardFixture({ role })] }));
  renderPage(<ProjectsPage />, '/index', `/index?settings=7&tab=${tab}`);
  await screen.findByTestId('settings-project-name');
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  sessionStore.set(userInfoFixture({ userId: 1 }));
  vi.mocked(api.getMembers).mockResolvedValue(ok(membersFixture([owner, bob, cy])));
  vi.mocked(api.getAddCode).mockResolvedValue(ok({ addCode: null, verifyCode: null, endTime: null }));
  vi.mocked(api.listImportTeams).mockResolvedValue([]);
});

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('/index?settings= project settings (spec points 5, 6, 7 "Project users")', () => {
  it('counts the invitation code down in hours, minutes and seconds (spec point 9)', async () => {
    const start = Date.now();
    let now = start;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const endTime = new Date(start + (71 * 3600 + 59 * 60 + 30) * 1000).toISOString();
    vi.mocked(api.getAddCode).mockResolvedValue(ok({ addCode: 'ABCD2345', verifyCode: '1234', endTime }));
    await openSettings('members');
    expect((await screen.findByTestId('add-code', {}, { timeout: 5000 })).textContent).toBe('ABCD2345');
    expect(screen.getByTestId('verify-code').textContent).toBe('1234');
    expect(screen.getByTestId('add-code-countdown').textContent).toBe('71:59:30');
    now = start + 5000;
    await waitFor(() => expect(screen.getByTestId('add-code-countdown').textContent).toBe('71:59:25'), {
      timeout: 2000,
    });
    now = start + (71 * 3600 + 59 * 60 + 31) * 1000;
    await waitFor(() => expect(screen.getByTestId('add-code-none').textContent).toBe('Expired'), { timeout: 5000 });
  });

  it('copies the codes with the success message (spec point 5 "Copy-link action")', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const endTime = new Date(Date.now() + 3_600_000).toISOString();
    vi.mocked(api.getAddCode).mockResolvedValue(ok({ addCode: 'ABCD2345', verifyCode: '1234', endTime }));
    await openSettings('members');
    await screen.findByTestId('add-code', {}, { timeout: 5000 });
    clickButton('Copy');
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('ABCD2345'));
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    clickButton('Copy');
    expect(await screen.findByText(/does not support automatic copying/)).toBeTruthy();
  });

  // Issue 28, point 11 (ADR 0099): a number is added (a contact), invited or refused; the dialog counts
  // the invited apart, and an unknown number is invited rather than refused.
  it('lists every number a batch add refused, with the reason, and counts the invited (500201)', async () => {
    const limit = 'You have added people by phone 30 times today, the daily limit; try again tomorrow';
    vi.mocked(api.batchAddMembers).mockResolvedValue({
      // The client resolves 500201 like 200 (spec point 8), so the call's answer type says 200.
      code: 500201 as 200,
      msg: '',
      data: { succeeded: [0], invited: [1], failed: [{ id: 2, msg: limit }] },
    });
    await openSettings('members');
    clickButton(await screen.findByText('Batch add').then((node) => node.textContent));
    type('Phone numbers, one per line', '13900000001\n\n 13900000002 \n13900000003');
    clickButton('Add all', dialog());
    const result = await screen.findByTestId('batch-result');
    expect(api.batchAddMembers).toHaveBeenCalledWith(7, ['13900000001', '13900000002', '13900000003']);
    expect(within(result).getByText('1 added, 1 invited, 1 failed')).toBeTruthy();
    expect(within(result).getByText('13900000003')).toBeTruthy();
    expect(within(result).getByText(limit)).toBeTruthy();
  });

  it('says an invitation was sent when the number is not a contact, and reloads nothing', async () => {
    vi.mocked(api.addMember).mockResolvedValue(ok({ outcome: 'invited' }));
    await openSettings('members');
    await screen.findByText('Bob');
    const loads = vi.mocked(api.getMembers).mock.calls.length;
    clickButton('Add by phone');
    type('Phone number', '13900000009');
    clickButton('Add', dialog());
    expect(
      await screen.findByText('An invitation was sent to 13900000009; they join once they accept it'),
    ).toBeTruthy();
    expect(api.addMember).toHaveBeenCalledWith(7, '13900000009');
    expect(vi.mocked(api.getMembers).mock.calls.length).toBe(loads);
  });

  it('asks who takes over the pending work before removing a member (spec point 6)', async () => {
    vi.mocked(api.getMembers).mockResolvedValue(ok(membersFixture([owner, { ...bob, pendingCount: 2 }, cy])));
    vi.mocked(api.removeMemberWithHandOver).mockResolvedValue(ok(null));
    await openSettings('members');
    const row = (await screen.findByText('Bob')).closest('tr');
    if (!row) throw new Error('no row');
    clickButton('Remove', row);
    expect(await screen.findByText('Bob still has 2 pending item(s). Choose who takes them over.')).toBeTruthy();
    clickButton('Remove', dialog());
    expect(await screen.findByText('Choose who takes over the pending work')).toBeTruthy();
    expect(api.removeMemberWithHandOver).not.toHaveBeenCalled();
    await choose('Takes over', 'Cy (cy)');
    clickButton('Remove', dialog());
    await waitFor(() =>
      expect(api.removeMemberWithHandOver).toHaveBeenCalledWith({ projectId: 7, userId: 2, toUserId: 3 }),
    );
    expect(api.removeMember).not.toHaveBeenCalled();
  });

  it('saves the basic info with the updateTime the settings loaded, so the server refuses a stale copy', async () => {
    vi.mocked(api.updateProject).mockResolvedValue(ok(cardFixture({ projectName: 'Artemis' })));
    await openSettings('basic');
    type('Project name', 'Artemis');
    clickButton('Save');
    await waitFor(() =>
      expect(api.updateProject).toHaveBeenCalledWith(
        expect.objectContaining({ projectId: 7, projectName: 'Artemis', updateTime: '2026-01-01T00:00:00.000Z' }),
      ),
    );
  });

  it('refuses a transfer whose typed name does not match before sending (spec point 6)', async () => {
    vi.mocked(api.transferProject).mockResolvedValue(ok(null));
    await openSettings('transfer');
    await choose('New owner', 'Bob (bob)');
    type('Type the project name “Apollo” to confirm', 'apollo');
    clickButton('Transfer');
    expect(await screen.findByText('The transfer confirmation text does not match')).toBeTruthy();
    expect(api.transferProject).not.toHaveBeenCalled();
    type('Type the project name “Apollo” to confirm', 'Apollo');
    clickButton('Transfer');
    await waitFor(() => expect(api.transferProject).toHaveBeenCalledWith(7, 2, 'Apollo'));
  });

  it('shows members read-only to a plain member, with the grace banner', async () => {
    vi.mocked(api.getMembers).mockResolvedValue(
      ok(membersFixture([owner, bob, cy], { limit: 2, graceUntil: '2026-04-01T00:00:00.000Z' })),
    );
    sessionStore.set(userInfoFixture({ userId: 2 }));
    await openSettings('members', 'member');
    expect(await screen.findByText(/more members than the owner's plan allows \(2\)/)).toBeTruthy();
    expect(screen.getByText('3 / 2 members')).toBeTruthy();
    expect(screen.queryByText('Add by phone')).toBeNull();
    expect(screen.queryByText('Rename')).toBeNull();
    expect(screen.queryByText('Transfer & delete')).toBeNull();
    expect(screen.getByText('Quit project')).toBeTruthy();
    expect(api.getAddCode).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByText('Basic info'));
      await Promise.resolve();
    });
    expect(await screen.findByText('Only project admins can change these settings.')).toBeTruthy();
  });
});
