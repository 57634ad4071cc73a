import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endUserSession, setUserDisabled, userDetail } from '../../../api/admin';
import { i18n } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import { UserDetailDrawer } from './UserDetailDrawer';
import { ok } from '../../../test/api';

vi.mock('../../../api/admin', () => ({
  userDetail: vi.fn(),
  setUserDisabled: vi.fn(),
  endUserSession: vi.fn(),
  changeUserPlan: vi.fn(),
}));
vi.mock('../../../api/joining', () => ({ newPasswordLink: vi.fn() }));

const person = {
  userId: 7,
  userName: 'grace.h',
  nickName: 'Grace',
  phonenumber: '13900000000',
  email: '',
  createTime: '2030-01-01T00:00:00.000Z',
  disabled: false,
  isPlatformAdmin: false,
  versionCode: 2,
  vipEndTime: '2031-01-01T00:00:00.000Z',
  points: 40,
  projects: [{ projectId: 1, name: 'Lighthouse', role: 'owner' as const }],
  sessions: [{ sessionId: 31, createTime: '2030-01-02T00:00:00.000Z', expireTime: '2030-01-09T00:00:00.000Z' }],
  bindings: [{ provider: 'qq' as const, nickName: 'qq-nick', createTime: '2030-01-01T00:00:00.000Z' }],
  orders: [],
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.clearAllMocks());

/** Issue 35: a person's details, and disabling them after a confirmation; ending one session. */
describe('the user detail drawer', () => {
  it('shows the plan, projects and bindings, disables after confirming and ends a session', async () => {
    vi.mocked(userDetail).mockResolvedValue(ok(person));
    vi.mocked(setUserDisabled).mockResolvedValue(ok(null));
    vi.mocked(endUserSession).mockResolvedValue(ok(null));
    const changed = vi.fn();
    renderPage(<UserDetailDrawer userId={7} onClose={() => undefined} onChanged={changed} />, '/admin/users');
    const detail = await screen.findByTestId('user-detail');
    expect(detail.textContent).toContain('Lighthouse (owner)');
    expect(detail.textContent).toContain('QQ qq-nick');
    expect(detail.textContent).toMatch(/until/);

    fireEvent.click(screen.getByRole('button', { name: 'Disable account' }));
    expect(setUserDisabled).not.toHaveBeenCalled();
    await screen.findByText(/All their sessions end at once/);
    // The confirmation's own button comes after the drawer's.
    fireEvent.click(screen.getAllByRole('button', { name: 'Disable account' }).at(-1) as HTMLElement);
    await waitFor(() => expect(setUserDisabled).toHaveBeenCalledWith(7, true));
    await waitFor(() => expect(changed).toHaveBeenCalled());

    fireEvent.click(screen.getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(endUserSession).toHaveBeenCalledWith(7, 31));
  });
});
