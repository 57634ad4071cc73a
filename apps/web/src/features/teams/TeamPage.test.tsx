import type { TeamDept, TeamMember, TeamSummary } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/teams';
import { i18n } from '../../i18n';
import { sessionStore } from '../../session/store';
import { userInfoFixture } from '../../test/fixtures/user';
import { renderPage } from '../../test/renderPage';
import TeamPage from './TeamPage';
import { ok } from '../../test/api';
import { clickButton } from '../../test/dom';

vi.mock('../../api/teams', () => ({
  getMyTeams: vi.fn(),
  addTeam: vi.fn(),
  renameTeam: vi.fn(),
  deleteTeam: vi.fn(),
  quitTeam: vi.fn(),
  getDeptTree: vi.fn(),
  addDept: vi.fn(),
  renameDept: vi.fn(),
  moveDept: vi.fn(),
  deleteDept: vi.fn(),
  getTeamMembers: vi.fn(),
  addTeamMember: vi.fn(),
  batchAddTeamMembers: vi.fn(),
  moveTeamMember: vi.fn(),
  setTeamMemberRole: vi.fn(),
  removeTeamMember: vi.fn(),
}));

const team = (role: TeamSummary['role']): TeamSummary => ({
  teamId: 7,
  name: 'Questline QA',
  ownerId: 1,
  ownerNickName: 'Ann',
  role,
  memberCount: 2,
  createTime: '2026-01-01T00:00:00.000Z',
  updateTime: '2026-01-01T00:00:00.000Z',
});
const tree: TeamDept[] = [
  {
    deptId: 11,
    parentId: null,
    name: 'Development',
    sort: 0,
    memberCount: 1,
    children: [{ deptId: 12, parentId: 11, name: 'Web', sort: 0, memberCount: 0, children: [] }],
  },
];
const members: TeamMember[] = [
  {
    userId: 1,
    nickName: 'Ann',
    avatar: '',
    phone: '13800000001',
    deptId: null,
    deptName: '',
    role: 'owner',
    joinTime: '',
  },
  {
    userId: 2,
    nickName: 'Bob',
    avatar: '',
    phone: '138****0002',
    deptId: 11,
    deptName: 'Development',
    role: 'member',
    joinTime: '',
  },
];

async function openPage(role: TeamSummary['role'] = 'owner') {
  sessionStore.set(userInfoFixture({ userId: 1 }));
  vi.mocked(api.getMyTeams).mockResolvedValue(ok([team(role)]));
  vi.mocked(api.getDeptTree).mockResolvedValue(ok(tree));
  vi.mocked(api.getTeamMembers).mockResolvedValue(ok(members));
  renderPage(<TeamPage />, '/team');
  // antd's table and tree take a while to render in jsdom.
  await screen.findByText('Bob', {}, { timeout: 5000 });
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.clearAllMocks();
});

/** Issue 8: the /team page (spec point 2 "team", left menu "team setup"). */
describe('/team', () => {
  it('offers to create a team when the person is in none, and checks the name rule before sending', async () => {
    vi.mocked(api.getMyTeams).mockResolvedValue(ok([]));
    renderPage(<TeamPage />, '/team');
    await screen.findByText('You are not in any team yet');
    clickButton('New team');
    const name = await screen.findByLabelText('Name');
    fireEvent.change(name, { target: { value: 'R&D <team>' } });
    clickButton('OK');
    expect(await screen.findByText('Only letters, digits, spaces and - _ . ( ) are allowed')).toBeTruthy();
    fireEvent.change(name, { target: { value: '研'.repeat(21) } });
    clickButton('OK');
    expect(await screen.findByText('At most 60 bytes (a Chinese character counts as 3)')).toBeTruthy();
    expect(api.addTeam).not.toHaveBeenCalled();

    vi.mocked(api.addTeam).mockResolvedValue(ok({ teamId: 7 }));
    fireEvent.change(name, { target: { value: '  研发中心 (QA) ' } });
    clickButton('OK');
    await waitFor(() => expect(api.addTeam).toHaveBeenCalledWith('研发中心 (QA)'));
  });

  it('shows the department tree and the members with their roles; an owner manages', async () => {
    await openPage('owner');
    expect(screen.getByTestId('dept-11').textContent).toBe('Development (1)');
    expect(screen.getByTestId('dept-12').textContent).toBe('Web (0)');
    expect(screen.getByText('138****0002')).toBeTruthy();
    expect(screen.getByText('Ann (you)')).toBeTruthy();
    expect(screen.getByText('Delete team')).toBeTruthy();
    expect(screen.getByText('Add members')).toBeTruthy();
    expect(screen.getByText('Make admin')).toBeTruthy();
  });

  it('a plain member reads only: no managing buttons, and may quit', async () => {
    await openPage('member');
    expect(screen.queryByText('Add members')).toBeNull();
    expect(screen.queryByText('Make admin')).toBeNull();
    expect(screen.queryByText('New department')).toBeNull();
    expect(screen.queryByText('Delete team')).toBeNull();
    expect(screen.getByText('Quit team')).toBeTruthy();
  });

  it('selecting a department lists its members and adds a child under it', async () => {
    await openPage();
    fireEvent.click(screen.getByTestId('dept-11'));
    await waitFor(() => expect(api.getTeamMembers).toHaveBeenCalledWith(7, 11));
    expect(await screen.findByText('Members of Development')).toBeTruthy();
    vi.mocked(api.addDept).mockResolvedValue(ok({ deptId: 13 }));
    clickButton('New sub-department');
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Server' } });
    clickButton('OK');
    await waitFor(() => expect(api.addDept).toHaveBeenCalledWith({ teamId: 7, parentId: 11, name: 'Server' }));
  });

  it('adds one phone through addMember and refuses a wrong number before sending', async () => {
    await openPage();
    clickButton('Add members');
    const phones = await screen.findByLabelText('Phone numbers');
    fireEvent.change(phones, { target: { value: '13800000003, 12345' } });
    clickButton('Add', screen.getByRole('dialog'));
    expect(await screen.findByText('Phone number incorrect: 12345')).toBeTruthy();
    expect(api.batchAddTeamMembers).not.toHaveBeenCalled();

    vi.mocked(api.addTeamMember).mockResolvedValue(ok({ outcome: 'added', userId: 3 }));
    fireEvent.change(phones, { target: { value: ' 13800000003 ' } });
    clickButton('Add', screen.getByRole('dialog'));
    await waitFor(() =>
      expect(api.addTeamMember).toHaveBeenCalledWith({ teamId: 7, phone: '13800000003', deptId: null }),
    );
  });

  it('says an invitation was sent to a number that is not a contact (issue 28, point 11)', async () => {
    await openPage();
    vi.mocked(api.addTeamMember).mockResolvedValue(ok({ outcome: 'invited' }));
    clickButton('Add members');
    fireEvent.change(await screen.findByLabelText('Phone numbers'), { target: { value: '13800000008' } });
    clickButton('Add', screen.getByRole('dialog'));
    expect(
      await screen.findByText('An invitation was sent to 13800000008; they join once they accept it'),
    ).toBeTruthy();
  });

  it('a batch with failures (500201) keeps the dialog open listing each number not added', async () => {
    await openPage();
    vi.mocked(api.batchAddTeamMembers).mockResolvedValue({
      code: 500201,
      msg: '1 added',
      data: {
        succeeded: [3],
        invited: ['13800000007'],
        failed: [{ id: 1, phone: '13800000009', msg: 'The phone number appears more than once' }],
      },
    });
    clickButton('Add members');
    fireEvent.change(await screen.findByLabelText('Phone numbers'), {
      target: { value: '13800000003\n13800000009' },
    });
    clickButton('Add', screen.getByRole('dialog'));
    await waitFor(() =>
      expect(api.batchAddTeamMembers).toHaveBeenCalledWith({
        teamId: 7,
        phoneArr: ['13800000003', '13800000009'],
        deptId: null,
      }),
    );
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toContain('13800000009: The phone number appears more than once');
    expect(alert.textContent).toContain('1 added · 1 invited');
  });

  it('deleting a department asks first and then calls the server', async () => {
    await openPage();
    fireEvent.click(screen.getByTestId('dept-12'));
    vi.mocked(api.deleteDept).mockResolvedValue(ok(null));
    fireEvent.click(await screen.findByLabelText('Delete department'));
    expect(await screen.findByText(/Delete the department "Web"\?/)).toBeTruthy();
    clickButton('OK', screen.getByRole('tooltip'));
    await waitFor(() => expect(api.deleteDept).toHaveBeenCalledWith(7, 12));
  });
});
