import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCaptcha, loginWithPhoneCode, sendPhoneCode } from '../../api/account';
import { i18n } from '../../i18n';
import { getToken, removeToken } from '../../session/token';
import { renderPage } from '../../test/renderPage';
import LoginPage from './LoginPage';
import { ok } from '../../test/api';
import { type } from '../../test/dom';

vi.mock('../../api/account', () => ({
  getCaptcha: vi.fn(),
  login: vi.fn(),
  loginWithPhoneCode: vi.fn(),
  sendPhoneCode: vi.fn(),
}));
vi.mock('../../api/social', () => ({ socialLoginUrl: vi.fn() }));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  vi.mocked(getCaptcha).mockResolvedValue(ok({ captchaEnabled: false }));
  vi.mocked(sendPhoneCode).mockResolvedValue(ok({ resendAfterSeconds: 60 }));
});

afterEach(() => {
  vi.clearAllMocks();
  removeToken();
});

async function openCodeTab(at = '/login') {
  renderPage(<LoginPage />, '/login', at);
  fireEvent.click(screen.getByRole('tab', { name: 'Code sign-in' }));
  await screen.findByLabelText('Phone number');
  // The captcha is switched off here: wait until the page knows, so no captcha field is asked for.
  await waitFor(() => expect(getCaptcha).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(screen.queryByLabelText('Captcha')).toBeNull());
}

function submit() {
  // The password tab's button stays in the document, hidden.
  fireEvent.click(screen.getAllByRole('button', { name: 'Sign in' }).at(-1) as HTMLElement);
}

describe('/login "Sign in with a code" (spec point 7 phoneCodeAdd, ADR 0020)', () => {
  it('checks the phone and code format before sending', async () => {
    await openCodeTab();
    type('Phone number', '12345');
    submit();
    expect(await screen.findByText('Phone number incorrect')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Please enter the verification code')).toBeTruthy());
    expect(loginWithPhoneCode).not.toHaveBeenCalled();
  });

  it('sends a login code to the phone and counts down', async () => {
    await openCodeTab();
    type('Phone number', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    // The countdown starts at the server's 60 s and may already have ticked once the page is read on a busy machine.
    const resend = await screen.findByRole('button', { name: /^Resend in \d+ s$/ });
    expect(resend).toHaveProperty('disabled', true);
    expect(Number(/\d+/.exec(resend.textContent)?.[0])).toBeGreaterThan(50);
    expect(sendPhoneCode).toHaveBeenCalledWith('13800138000', 'login', undefined);
  });

  it('signs in, keeps the token and follows the redirect like the password tab', async () => {
    vi.mocked(loginWithPhoneCode).mockResolvedValue(ok({ token: 'tok-code' }));
    await openCodeTab(`/login?redirect=${encodeURIComponent('/backlog')}`);
    type('Phone number', '13800138000');
    type('Verification code', '123456');
    submit();
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/backlog');
    expect(loginWithPhoneCode).toHaveBeenCalledWith({ phonenumber: '13800138000', code: '123456', agreement: false });
    expect(getToken()).toBe('tok-code');
  });

  it('sends the ticked agreement and shows the server refusal above the form', async () => {
    vi.mocked(loginWithPhoneCode).mockRejectedValue(new Error('The verification code is wrong'));
    await openCodeTab();
    type('Phone number', '13800138000');
    type('Verification code', '654321');
    fireEvent.click(screen.getByLabelText(/user agreement/));
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('The verification code is wrong');
    expect(loginWithPhoneCode).toHaveBeenCalledWith({ phonenumber: '13800138000', code: '654321', agreement: true });
    expect(getToken()).toBeUndefined();
  });
});
