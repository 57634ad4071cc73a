import { KNOWLEDGE_ROLE_ACTIONS, type KnowledgeBase } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/knowledge';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { MembersDrawer } from './MembersDrawer';
import { ok } from '../../test/api';

vi.mock('../../api/knowledge', () => ({
  getMembers: vi.fn(),
  getInviteLinks: vi.fn(),
  inviteMember: vi.fn(),
  createInviteLink: vi.fn(),
  revokeInviteLink: vi.fn(),
  setMemberRole: vi.fn(),
  removeMember: vi.fn(),
  quitSpace: vi.fn(),
}));

const space: KnowledgeBase = {
  kbId: 7,
  name: 'Handbook',
  remark: '',
  cover: 'green',
  projectId: null,
  projectName: '',
  ownerId: 1,
  ownerNickName: 'Ann',
  role: 'owner',
  actions: [...KNOWLEDGE_ROLE_ACTIONS.owner],
  memberCount: 1,
  documentCount: 0,
  createTime: '',
  updateTime: '',
};

afterEach(() => vi.clearAllMocks());

async function invite(phone: string, phoneLabel: string, inviteLabel: RegExp) {
  vi.mocked(api.getMembers).mockResolvedValue(ok([]));
  vi.mocked(api.getInviteLinks).mockResolvedValue(ok([]));
  renderPage(<MembersDrawer space={space} open onClose={() => undefined} />, '/libraryInfo');
  const form = (await screen.findByLabelText(phoneLabel)).closest('form') as HTMLElement;
  fireEvent.change(within(form).getByLabelText(phoneLabel), { target: { value: phone } });
  fireEvent.click(within(form).getByRole('button', { name: inviteLabel }));
  await waitFor(() => expect(api.inviteMember).toHaveBeenCalledWith(7, phone, 'member'));
}

/** Issue 28, point 11 (ADR 0099): inviting by phone adds a contact at once and invites anyone else. */
describe('knowledge-base members drawer', () => {
  it('says an invitation was sent to a number that is not a contact, in English', async () => {
    await changeLocale('en');
    vi.mocked(api.inviteMember).mockResolvedValue(ok({ outcome: 'invited' }));
    await invite('13900000005', 'Phone', /^Invite$/);
    expect(
      await screen.findByText('An invitation was sent to 13900000005; they join once they accept it'),
    ).toBeTruthy();
    expect(screen.getByText(/anyone else is sent an invitation/)).toBeTruthy();
  });

  it('says so in Chinese', async () => {
    await changeLocale('zh');
    vi.mocked(api.inviteMember).mockResolvedValue(ok({ outcome: 'invited' }));
    // antd spaces out a button's two Chinese characters.
    await invite('13900000006', '手机号', /^邀 ?请$/);
    expect(await screen.findByText('已向 13900000006 发送邀请，对方接受后即可加入')).toBeTruthy();
  });

  it('says a contact was added at once', async () => {
    await changeLocale('en');
    vi.mocked(api.inviteMember).mockResolvedValue(ok({ outcome: 'added', userId: 3 }));
    await invite('13900000007', 'Phone', /^Invite$/);
    expect(await screen.findByText('Added')).toBeTruthy();
  });
});
