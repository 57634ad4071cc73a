import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bindPhone, getInfo, logoutCall, sendBindPhoneCode } from '../../api/account';
import { i18n } from '../../i18n';
import { sessionStore } from '../../session/store';
import { userInfoFixture } from '../../test/fixtures/user';
import { renderPage } from '../../test/renderPage';
import BindPhonePage from './BindPhonePage';
import { ok } from '../../test/api';
import { type } from '../../test/dom';

vi.mock('../../api/account', () => ({
  bindPhone: vi.fn(),
  getInfo: vi.fn(),
  sendBindPhoneCode: vi.fn(),
  logoutCall: vi.fn(),
}));

const info = userInfoFixture({ userId: 5, userName: 'wx_5', nickName: 'Wei', phonenumber: '13700137000' });

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => vi.clearAllMocks());

describe('/bindPhone (spec points 2 and 5 "Bind phone")', () => {
  it('sends the bind code through the signed-in call', async () => {
    vi.mocked(sendBindPhoneCode).mockResolvedValue(ok({ resendAfterSeconds: 60 }));
    renderPage(<BindPhonePage />, '/bindPhone');
    type('Phone number', '13700137000');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
    expect(sendBindPhoneCode).toHaveBeenCalledWith('13700137000');
  });

  it('checks phone format, code and matching passwords', async () => {
    renderPage(<BindPhonePage />, '/bindPhone');
    type('Phone number', '1370013');
    type('Password', 'secret1');
    type('Confirm password', 'secret9');
    fireEvent.click(screen.getByRole('button', { name: 'Bind and continue' }));
    expect(await screen.findByText('Phone number incorrect')).toBeTruthy();
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(bindPhone).not.toHaveBeenCalled();
  });

  it('binds, reloads the user into the session and goes to the workspace', async () => {
    vi.mocked(bindPhone).mockResolvedValue(ok(null));
    vi.mocked(getInfo).mockResolvedValue(ok(info));
    renderPage(<BindPhonePage />, '/bindPhone');
    type('Phone number', '13700137000');
    type('Verification code', '112233');
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Bind and continue' }));
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/index');
    expect(bindPhone).toHaveBeenCalledWith({
      phonenumber: '13700137000',
      code: '112233',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(sessionStore.get()?.user.phonenumber).toBe('13700137000');
  });

  it('shows a refused binding and stays', async () => {
    vi.mocked(bindPhone).mockRejectedValue(new Error('This phone number is already bound to another account'));
    renderPage(<BindPhonePage />, '/bindPhone');
    type('Phone number', '13700137000');
    type('Verification code', '112233');
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Bind and continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('already bound');
    expect(getInfo).not.toHaveBeenCalled();
  });

  it('lets the person sign out instead', async () => {
    vi.mocked(logoutCall).mockResolvedValue(ok(null));
    renderPage(<BindPhonePage />, '/bindPhone');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/login');
    expect(logoutCall).toHaveBeenCalledTimes(1);
  });
});
