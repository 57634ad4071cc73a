import type { ProfileData } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { unbindPhone } from '../../api/account';
import { navigation } from '../../api/client';
import * as api from '../../api/profile';
import { socialBindUrl } from '../../api/social';
import { i18n } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import PersonalPage from './PersonalPage';
import { ok } from '../../test/api';
import { clickButton, type } from '../../test/dom';

vi.mock('../../api/account', () => ({ unbindPhone: vi.fn() }));
vi.mock('../../api/social', () => ({ socialBindUrl: vi.fn() }));
vi.mock('../../api/profile', () => ({
  getProfile: vi.fn(),
  updateProfile: vi.fn(),
  changePassword: vi.fn(),
  uploadAvatar: vi.fn(),
  sendBindEmailCode: vi.fn(),
  bindEmail: vi.fn(),
  unbindEmail: vi.fn(),
  getEmpowerList: vi.fn(),
  cancelEmpower: vi.fn(),
  getEmailSwitch: vi.fn(),
  setEmailSwitch: vi.fn(),
  getTrialTime: vi.fn(),
}));

const profile: ProfileData = {
  userId: 1,
  userName: 'ann',
  nickName: 'Ann',
  avatar: '',
  phonenumber: '13800138000',
  email: '',
  introduction: 'Tester',
  createTime: '2026-01-02T03:04:05.000Z',
  wechatBound: false,
  qqBound: true,
};

async function openPage(data: ProfileData = profile) {
  vi.mocked(api.getProfile).mockResolvedValue(ok(data));
  renderPage(<PersonalPage />, '/user/Personal');
  await screen.findByTestId('profile-nick-name');
}

function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  for (const call of [api.updateProfile, api.changePassword, api.unbindEmail, api.cancelEmpower, api.setEmailSwitch]) {
    vi.mocked(call).mockResolvedValue(ok(null));
  }
});

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('/user/Personal card (spec points 3 and 5)', () => {
  it('shows the placeholder avatar, nick name, phone, e-mail and join time', async () => {
    await openPage();
    expect(screen.getByTestId('user-avatar').textContent).toBe('A');
    expect(screen.getByTestId('profile-nick-name').textContent).toBe('Ann');
    expect(screen.getAllByText('13800138000').length).toBeGreaterThan(0);
    expect(screen.getByText('Not set')).toBeTruthy();
    expect(screen.getByText(/^2026-01-0\d \d\d:\d\d$/)).toBeTruthy();
  });

  it('refuses a gif or a file over 10 MB before uploading, uploads a png', async () => {
    vi.mocked(api.uploadAvatar).mockResolvedValue(ok({ imgUrl: '/profile/avatar/new.png' }));
    await openPage();
    const input = screen.getByTestId('avatar-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Wrong file type: only jpg or png images')).toBeTruthy();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The file cannot be larger than 10M')).toBeTruthy();
    expect(api.uploadAvatar).not.toHaveBeenCalled();
    const png = new File(['x'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    expect(await screen.findByText('Avatar updated')).toBeTruthy();
    expect(api.uploadAvatar).toHaveBeenCalledWith(png, 'me.png');
  });
});

describe('/user/Personal tabs (spec point 7)', () => {
  it('saves the trimmed nick name and introduction, and requires a nick name', async () => {
    await openPage();
    type('Nick name', '   ');
    clickButton('Save');
    expect(await screen.findByText('Please enter a nick name')).toBeTruthy();
    expect(api.updateProfile).not.toHaveBeenCalled();
    type('Nick name', ' Annie ');
    type('Introduction', 'QA lead');
    clickButton('Save');
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(api.updateProfile).toHaveBeenCalledWith({ nickName: 'Annie', introduction: 'QA lead' });
  });

  it('changes the password after checking length and confirmation', async () => {
    await openPage();
    openTab('Change password');
    type('Current password', 'old-pass');
    type('New password', 'short');
    type('Confirm password', 'other1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password must be 6-20 characters')).toBeTruthy();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(api.changePassword).not.toHaveBeenCalled();
    type('New password', 'new-pass1');
    type('Confirm password', 'new-pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Your other sessions have been signed out.')).toBeTruthy();
    expect(api.changePassword).toHaveBeenCalledWith({ oldPassword: 'old-pass', newPassword: 'new-pass1' });
  });

  it('unbinds the phone after confirming', async () => {
    vi.mocked(unbindPhone).mockResolvedValue(ok(null));
    await openPage();
    openTab('Bindings');
    clickButton('Unbind phone');
    fireEvent.click(await screen.findByText('Confirm'));
    expect(await screen.findByText('Phone number unbound')).toBeTruthy();
    expect(unbindPhone).toHaveBeenCalledTimes(1);
  });

  it('offers /bindPhone when no phone is bound', async () => {
    await openPage({ ...profile, phonenumber: '' });
    openTab('Bindings');
    clickButton('Bind phone');
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/bindPhone');
  });

  it('checks the e-mail, sends a code and binds it', async () => {
    vi.mocked(api.sendBindEmailCode).mockResolvedValue(ok(null));
    vi.mocked(api.bindEmail).mockResolvedValue(ok(null));
    await openPage();
    openTab('Bindings');
    type('E-mail', 'not-an-address');
    clickButton('Send code');
    expect(await screen.findByText('Invalid e-mail')).toBeTruthy();
    expect(api.sendBindEmailCode).not.toHaveBeenCalled();
    type('E-mail', 'ann@example.com');
    clickButton('Send code');
    expect(await screen.findByText('A code has been sent to your e-mail')).toBeTruthy();
    expect(api.sendBindEmailCode).toHaveBeenCalledWith('ann@example.com');
    type('E-mail code', '123456');
    clickButton('Bind e-mail');
    expect(await screen.findByText('E-mail bound')).toBeTruthy();
    expect(api.bindEmail).toHaveBeenCalledWith('ann@example.com', '123456');
  });

  it('unbinds a bound e-mail after confirming', async () => {
    await openPage({ ...profile, email: 'ann@example.com' });
    openTab('Bindings');
    clickButton('Unbind e-mail');
    fireEvent.click(await screen.findByText('Confirm'));
    expect(await screen.findByText('E-mail unbound')).toBeTruthy();
  });

  it('starts a WeChat binding at the provider and shows QQ as bound', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    vi.mocked(socialBindUrl).mockResolvedValue(ok({ url: 'https://auth.example/bind' }));
    await openPage();
    openTab('Bindings');
    expect(screen.queryByText('Bind QQ')).toBeNull();
    clickButton('Bind WeChat');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://auth.example/bind'));
    expect(socialBindUrl).toHaveBeenCalledWith('weichat');
  });

  it('lists authorisations and cancels one after confirming', async () => {
    vi.mocked(api.getEmpowerList).mockResolvedValue(
      ok([{ id: 9, type: 'qq' as const, nickName: 'Penguin', avatar: '', createTime: '2026-02-01T00:00:00.000Z' }]),
    );
    await openPage();
    openTab('Authorisations');
    const row = (await screen.findByText('Penguin')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('QQ')).toBeTruthy();
    fireEvent.click(within(row).getByText('Cancel authorisation'));
    fireEvent.click(await screen.findByText('Confirm'));
    expect(await screen.findByText('Authorisation cancelled')).toBeTruthy();
    expect(api.cancelEmpower).toHaveBeenCalledWith(9);
  });

  it('turns e-mail notifications on', async () => {
    vi.mocked(api.getEmailSwitch).mockResolvedValue(ok({ open: false }));
    await openPage();
    openTab('Notifications');
    const toggle = await screen.findByRole('switch', { name: 'E-mail notifications' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    fireEvent.click(toggle);
    expect(await screen.findByText('E-mail notifications on')).toBeTruthy();
    expect(api.setEmailSwitch).toHaveBeenCalledWith(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('shows the trial end date and the days left', async () => {
    vi.mocked(api.getTrialTime).mockResolvedValue(
      ok({ authority: true, trialEndTime: '2026-12-08T12:00:00.000Z', remainingDays: 15 }),
    );
    await openPage();
    openTab('Trial');
    expect((await screen.findByTestId('trial-end')).textContent).toBe('2026-12-08');
    expect(screen.getByTestId('trial-days').textContent).toBe('15 days');
    expect(screen.getByText('Active')).toBeTruthy();
  });
});
