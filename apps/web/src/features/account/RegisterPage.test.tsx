import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstallationInfo } from '@questline/contract';
import { getCaptcha, registerAccount, sendPhoneCode } from '../../api/account';
import { registerByEmail, sendEmailCode } from '../../api/joining';
import { getInstallation } from '../../api/social';
import { i18n } from '../../i18n';
import { getToken, removeToken } from '../../session/token';
import { captchaSeries } from '../../test/captchaMock';
import { renderPage } from '../../test/renderPage';
import RegisterPage from './RegisterPage';
import { ok } from '../../test/api';
import { type } from '../../test/dom';

vi.mock('../../api/account', () => ({ getCaptcha: vi.fn(), registerAccount: vi.fn(), sendPhoneCode: vi.fn() }));
vi.mock('../../api/social', () => ({ getInstallation: vi.fn() }));
vi.mock('../../api/joining', () => ({ registerByEmail: vi.fn(), sendEmailCode: vi.fn() }));

let captchas = captchaSeries();

function fill(password = 'secret1', confirm = password) {
  type('Phone number', '13800138000');
  type('Verification code', '123456');
  type('Password', password);
  type('Confirm password', confirm);
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

const installation = (overrides: Partial<InstallationInfo> = {}) =>
  ok<InstallationInfo>({ edition: 'saas', socialLogins: [], smsTexted: true, mailConfigured: false, ...overrides });

beforeEach(() => {
  captchas = captchaSeries();
  vi.mocked(getCaptcha).mockImplementation(() => captchas.next());
  vi.mocked(getInstallation).mockResolvedValue(installation());
});

afterEach(() => {
  vi.clearAllMocks();
  removeToken();
});

describe('/register (spec point 5 "Register")', () => {
  it('checks the phone format before sending a code', async () => {
    renderPage(<RegisterPage />, '/register');
    type('Phone number', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Phone number incorrect')).toBeTruthy();
    expect(sendPhoneCode).not.toHaveBeenCalled();
  });

  it('sends a register code with the captcha answer, waits the seconds the server names and shows a new captcha', async () => {
    vi.mocked(sendPhoneCode).mockResolvedValue(ok({ resendAfterSeconds: 60 }));
    renderPage(<RegisterPage />, '/register');
    expect((await screen.findByRole('img', { name: /^Captcha picture/ })).getAttribute('src')).toContain('base64,1');
    type('Phone number', '13800138000');
    type('Captcha', ' ab3c ');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const waiting = await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(waiting).toHaveProperty('disabled', true);
    expect(sendPhoneCode).toHaveBeenCalledWith('13800138000', 'register', { code: 'ab3c', uuid: 'uuid-1' });
    // A captcha allows one attempt: the page fetched the next one and emptied the answer.
    await waitFor(() => expect(captchas.calls()).toBe(2));
    expect(screen.getByLabelText('Captcha')).toHaveProperty('value', '');
  });

  it('asks for the captcha before sending and refreshes it with its named button', async () => {
    renderPage(<RegisterPage />, '/register');
    await screen.findByTestId('captcha-image');
    type('Phone number', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter the captcha')).toBeTruthy();
    expect(sendPhoneCode).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Show another captcha' }));
    await waitFor(() => expect(captchas.calls()).toBe(2));
  });

  it('shows a failed send on the page and replaces the used captcha', async () => {
    vi.mocked(sendPhoneCode).mockRejectedValue(new Error('Too many codes today'));
    renderPage(<RegisterPage />, '/register');
    await screen.findByTestId('captcha-image');
    type('Phone number', '13800138000');
    type('Captcha', 'ab3c');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many codes today');
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false);
    await waitFor(() => expect(captchas.calls()).toBe(2));
  });

  it('requires 6-20 characters, an equal confirmation and the agreement', async () => {
    renderPage(<RegisterPage />, '/register');
    fill('12345', '54321');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('The password must be 6-20 characters')).toBeTruthy();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(await screen.findByText('Please read and accept the user agreement')).toBeTruthy();
    expect(registerAccount).not.toHaveBeenCalled();
  });

  it('registers with the invitation, stores the token and goes home', async () => {
    vi.mocked(registerAccount).mockResolvedValue(ok({ token: 'new-token' }));
    renderPage(<RegisterPage />, '/register', '/register?invitation=7');
    fill();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/');
    expect(registerAccount).toHaveBeenCalledWith(
      { phonenumber: '13800138000', code: '123456', password: 'secret1', confirmPassword: 'secret1', agreement: true },
      7,
    );
    expect(getToken()).toBe('new-token');
  });

  it('shows a refused registration and stays', async () => {
    vi.mocked(registerAccount).mockRejectedValue(new Error('This phone number is already registered'));
    renderPage(<RegisterPage />, '/register');
    fill();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toContain('already registered');
    await waitFor(() => expect(registerAccount).toHaveBeenCalledWith(expect.anything(), undefined));
    expect(getToken()).toBeUndefined();
  });

  it('says plainly where phone codes are not texted, and points to invitation links (ADR 0108)', async () => {
    vi.mocked(getInstallation).mockResolvedValue(installation({ smsTexted: false }));
    renderPage(<RegisterPage />, '/register');
    expect(await screen.findByText('This installation cannot text verification codes')).toBeTruthy();
    expect(screen.getByText(/ask your administrator or a project admin for an invitation link/i)).toBeTruthy();
    // The phone form stays: an administrator reading the log can still pass a code on.
    expect(screen.getByLabelText('Phone number')).toBeTruthy();
    expect(screen.queryByText('By e-mail')).toBeNull();
  });

  it('says nothing of the kind where codes are texted', async () => {
    renderPage(<RegisterPage />, '/register');
    await screen.findByTestId('captcha-image');
    await waitFor(() => expect(getInstallation).toHaveBeenCalled());
    expect(screen.queryByText('This installation cannot text verification codes')).toBeNull();
  });

  it('registers by e-mail where mail is configured: captcha, mailed code, password, agreement', async () => {
    vi.mocked(getInstallation).mockResolvedValue(installation({ smsTexted: false, mailConfigured: true }));
    vi.mocked(sendEmailCode).mockResolvedValue(ok({ resendAfterSeconds: 60 }));
    vi.mocked(registerByEmail).mockResolvedValue(ok({ token: 'mail-token' }));
    renderPage(<RegisterPage />, '/register');
    expect(await screen.findByText(/Register with your e-mail address instead/)).toBeTruthy();
    fireEvent.click(screen.getByText('By e-mail'));
    await screen.findByLabelText('E-mail');
    type('E-mail', 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The e-mail address is invalid')).toBeTruthy();
    type('E-mail', ' ann@example.com ');
    await screen.findByRole('img', { name: /^Captcha picture/ });
    type('Captcha', 'ab3c');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(sendEmailCode).toHaveBeenCalledWith({
      email: 'ann@example.com',
      scene: 'register',
      code: 'ab3c',
      uuid: expect.any(String),
    });
    type('Verification code', '123456');
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/');
    expect(registerByEmail).toHaveBeenCalledWith({
      email: 'ann@example.com',
      code: '123456',
      password: 'secret1',
      confirmPassword: 'secret1',
      agreement: true,
    });
    expect(getToken()).toBe('mail-token');
  });
});
