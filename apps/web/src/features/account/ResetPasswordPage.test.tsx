import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCaptcha, resetPassword, sendPhoneCode } from '../../api/account';
import { i18n } from '../../i18n';
import { captchaSeries } from '../../test/captchaMock';
import { renderPage } from '../../test/renderPage';
import ResetPasswordPage from './ResetPasswordPage';
import { ok } from '../../test/api';
import { type } from '../../test/dom';

vi.mock('../../api/account', () => ({ getCaptcha: vi.fn(), resetPassword: vi.fn(), sendPhoneCode: vi.fn() }));
vi.mock('../../api/social', () => ({
  getInstallation: vi.fn(async () => ({
    code: 200,
    msg: '',
    data: { edition: 'saas', socialLogins: [], smsTexted: true, mailConfigured: false },
  })),
}));

let captchas = captchaSeries();

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  captchas = captchaSeries();
  vi.mocked(getCaptcha).mockImplementation(() => captchas.next());
});

afterEach(() => vi.clearAllMocks());

describe('/resetPassword (spec point 5)', () => {
  it('sends a reset code with the captcha answer, then shows a new captcha', async () => {
    vi.mocked(sendPhoneCode).mockResolvedValue(ok({ resendAfterSeconds: 45 }));
    renderPage(<ResetPasswordPage />, '/resetPassword');
    await screen.findByRole('img', { name: /^Captcha picture/ });
    type('Phone number', '13900139000');
    type('Captcha', 'k3xp');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 45 s' })).toBeTruthy();
    expect(sendPhoneCode).toHaveBeenCalledWith('13900139000', 'resetPwd', { code: 'k3xp', uuid: 'uuid-1' });
    await waitFor(() => expect(captchas.calls()).toBe(2));
  });

  it('requires the fields and matching passwords', async () => {
    renderPage(<ResetPasswordPage />, '/resetPassword');
    type('New password', 'secret1');
    type('Confirm password', 'secret2');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Please enter your phone number')).toBeTruthy();
    expect(await screen.findByText('Please enter the verification code')).toBeTruthy();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('resets, says so and goes to /login', async () => {
    vi.mocked(resetPassword).mockResolvedValue(ok(null));
    renderPage(<ResetPasswordPage />, '/resetPassword');
    type('Phone number', '13900139000');
    type('Verification code', '654321');
    type('New password', 'secret1');
    type('Confirm password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/login');
    expect(await screen.findByText('Your password has been reset. Please sign in with the new password.')).toBeTruthy();
    expect(resetPassword).toHaveBeenCalledWith({
      phonenumber: '13900139000',
      code: '654321',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
  });

  it('shows a wrong code on the page', async () => {
    vi.mocked(resetPassword).mockRejectedValue(new Error('The verification code is wrong or has expired'));
    renderPage(<ResetPasswordPage />, '/resetPassword');
    type('Phone number', '13900139000');
    type('Verification code', '000000');
    type('New password', 'secret1');
    type('Confirm password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('wrong or has expired');
    expect(screen.queryByTestId('landed')).toBeNull();
  });
});
