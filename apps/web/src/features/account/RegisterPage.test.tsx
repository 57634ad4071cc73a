import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAccount, sendPhoneCode } from '../../api/account';
import { i18n } from '../../i18n';
import { getToken, removeToken } from '../../session/token';
import { renderPage } from '../../test/renderPage';
import RegisterPage from './RegisterPage';

vi.mock('../../api/account', () => ({ registerAccount: vi.fn(), sendPhoneCode: vi.fn() }));

const ok = <T,>(data: T) => ({ code: 200 as const, msg: '', data });

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fill(password = 'secret1', confirm = password) {
  type('Phone number', '13800138000');
  type('Verification code', '123456');
  type('Password', password);
  type('Confirm password', confirm);
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
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

  it('sends a register code and waits the seconds the server names', async () => {
    vi.mocked(sendPhoneCode).mockResolvedValue(ok({ resendAfterSeconds: 60 }));
    renderPage(<RegisterPage />, '/register');
    type('Phone number', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const waiting = await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(waiting).toHaveProperty('disabled', true);
    expect(sendPhoneCode).toHaveBeenCalledWith('13800138000', 'register');
  });

  it('shows a failed send on the page', async () => {
    vi.mocked(sendPhoneCode).mockRejectedValue(new Error('Too many codes today'));
    renderPage(<RegisterPage />, '/register');
    type('Phone number', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many codes today');
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false);
  });

  it('requires 6-20 characters, an equal confirmation and the agreement', async () => {
    renderPage(<RegisterPage />, '/register');
    fill('12345', '54321');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('The password must be 6-20 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByText('Please read and accept the user agreement')).toBeTruthy();
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
});
