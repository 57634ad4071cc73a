import type { ProfileData } from '@questline/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bindUserPhoto } from '../../api/profile';
import { i18n } from '../../i18n';
import { clearSession, sessionStore } from '../../session/store';
import { userInfoFixture } from '../../test/fixtures/user';
import { renderPage } from '../../test/renderPage';
import { BindingsTab } from './BindingsTab';
import { PROFILE_KEY } from './queries';
import { ok } from '../../test/api';

vi.mock('../../api/account', () => ({ unbindPhone: vi.fn() }));
vi.mock('../../api/social', () => ({ socialBindUrl: vi.fn() }));
vi.mock('../../api/profile', () => ({ bindUserPhoto: vi.fn(), unbindEmail: vi.fn() }));

const profile: ProfileData = {
  userId: 1,
  userName: 'ann',
  nickName: 'Ann',
  avatar: '',
  phonenumber: '13800138000',
  email: 'ann@example.com',
  introduction: '',
  createTime: '2026-01-02T03:04:05.000Z',
  wechatBound: true,
  qqBound: false,
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.clearAllMocks();
  clearSession();
});

describe('bindings tab: use a bound account picture (spec point 7 bindUserPhoto)', () => {
  it('offers the picture of each bound provider only, and makes it the header and profile avatar', async () => {
    sessionStore.set(userInfoFixture({ avatar: '' }));
    vi.mocked(bindUserPhoto).mockResolvedValue(ok({ imgUrl: 'https://wx.example/ann.png' }));
    const { client } = renderPage(<BindingsTab profile={profile} />, '/user/Personal');
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    expect(screen.queryByRole('button', { name: 'Use this avatar (QQ)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use this avatar (WeChat)' }));

    expect(await screen.findByText('Your WeChat avatar is now your avatar')).toBeTruthy();
    expect(bindUserPhoto).toHaveBeenCalledWith('weichat');
    expect(sessionStore.get()?.user.avatar).toBe('https://wx.example/ann.png');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: PROFILE_KEY }));
  });

  it('leaves the avatar alone when the server refuses (the client shows the message)', async () => {
    sessionStore.set(userInfoFixture({ avatar: '/profile/avatar/old.png' }));
    vi.mocked(bindUserPhoto).mockRejectedValue(new Error('This third-party account has no avatar'));
    renderPage(<BindingsTab profile={profile} />, '/user/Personal');
    fireEvent.click(screen.getByRole('button', { name: 'Use this avatar (WeChat)' }));
    await waitFor(() => expect(bindUserPhoto).toHaveBeenCalled());
    expect(sessionStore.get()?.user.avatar).toBe('/profile/avatar/old.png');
  });
});
