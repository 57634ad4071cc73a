import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCaptcha, login } from '../../api/account';
import { navigation } from '../../api/client';
import { keepTypedBeforeHydration } from '../../app/typedBeforeHydration';
import { getInstallation, socialLoginUrl } from '../../api/social';
import { i18n } from '../../i18n';
import { getToken, removeToken } from '../../session/token';
import { renderPage } from '../../test/renderPage';
import LoginPage from './LoginPage';
import { ok } from '../../test/api';
import { type } from '../../test/dom';

vi.mock('../../api/account', () => ({ getCaptcha: vi.fn(), login: vi.fn() }));
vi.mock('../../api/social', () => ({ getInstallation: vi.fn(), socialLoginUrl: vi.fn() }));

let captchaCount = 0;

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  vi.mocked(getInstallation).mockResolvedValue(
    ok({ edition: 'saas', socialLogins: [], smsTexted: true, mailConfigured: false }),
  );
  captchaCount = 0;
  vi.mocked(getCaptcha).mockImplementation(() => {
    captchaCount += 1;
    return Promise.resolve(
      ok({
        captchaEnabled: true,
        uuid: `uuid-${String(captchaCount)}`,
        img: `data:image/svg+xml;base64,${String(captchaCount)}`,
      }),
    );
  });
});

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  removeToken();
});

async function fillAll() {
  await screen.findByTestId('captcha-image');
  type('Account', '  13800138000  ');
  type('Password', 'secret1');
  type('Captcha', 'ab12');
}

describe('/login (spec points 3 and 5 "Login")', () => {
  it('requires account, password and captcha before sending', async () => {
    renderPage(<LoginPage />, '/login');
    await screen.findByTestId('captcha-image');
    type('Account', '   ');
    submit();
    expect(await screen.findByText('Please enter your account')).toBeTruthy();
    expect(await screen.findByText('Please enter your password')).toBeTruthy();
    expect(await screen.findByText('Please enter the captcha')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('sends the trimmed username with the captcha uuid, stores the token and follows the redirect', async () => {
    vi.mocked(login).mockResolvedValue(ok({ token: 'tok-1' }));
    renderPage(<LoginPage />, '/login', `/login?redirect=${encodeURIComponent('/problem?projectId=3')}`);
    await fillAll();
    submit();
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/problem?projectId=3');
    expect(login).toHaveBeenCalledWith({ username: '13800138000', password: 'secret1', code: 'ab12', uuid: 'uuid-1' });
    expect(getToken()).toBe('tok-1');
  });

  it('keeps what was typed into the prerendered form before it hydrated, and sends it (ADR 0090)', async () => {
    vi.mocked(login).mockResolvedValue(ok({ token: 'tok-3' }));
    const drawn = document.createElement('div');
    drawn.innerHTML = '<input id="username" value="alice"><input id="password" type="password"><input id="other">';
    keepTypedBeforeHydration(drawn);
    // Typed while React hydrates, after the snapshot (issue 40: a loaded run lost a field so).
    const password = drawn.querySelector<HTMLInputElement>('#password');
    if (password) {
      password.value = 'secret1';
      password.dispatchEvent(new Event('input', { bubbles: true }));
    }
    renderPage(<LoginPage />, '/login');
    await screen.findByTestId('captcha-image');
    expect(screen.getByLabelText<HTMLInputElement>('Account').value).toBe('alice');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('secret1');
    type('Captcha', 'ab12');
    submit();
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({ username: 'alice', password: 'secret1', code: 'ab12', uuid: 'uuid-1' }),
    );
  });

  it('ignores a redirect to another site', async () => {
    vi.mocked(login).mockResolvedValue(ok({ token: 'tok-2' }));
    renderPage(<LoginPage />, '/login', '/login?redirect=%2F%2Fevil.example');
    await fillAll();
    submit();
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/problem');
  });

  it('shows a failure, clears the code and loads a new captcha', async () => {
    vi.mocked(login).mockRejectedValue(new Error('Wrong captcha'));
    renderPage(<LoginPage />, '/login');
    await fillAll();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong captcha');
    await waitFor(() => expect(captchaCount).toBe(2));
    expect(screen.getByLabelText<HTMLInputElement>('Captcha').value).toBe('');
    expect(getToken()).toBeUndefined();
  });

  it('does not send without a captcha uuid and fetches the captcha again', async () => {
    vi.mocked(getCaptcha).mockRejectedValueOnce(new Error('Network down'));
    renderPage(<LoginPage />, '/login');
    expect(await screen.findByText('The captcha could not be loaded: Network down')).toBeTruthy();
    type('Account', 'alice');
    type('Password', 'secret1');
    type('Captcha', 'ab12');
    submit();
    expect(await screen.findByText(/The captcha has not loaded/)).toBeTruthy();
    await screen.findByTestId('captcha-image');
    expect(login).not.toHaveBeenCalled();
  });

  it('describes the captcha picture and refreshes it with its named button', async () => {
    renderPage(<LoginPage />, '/login');
    expect(await screen.findByRole('img', { name: 'Captcha picture: type the characters it shows' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show another captcha' }));
    await waitFor(() => expect(captchaCount).toBe(2));
  });

  it('hides the captcha when the server has it switched off and sends empty code and uuid', async () => {
    vi.mocked(getCaptcha).mockResolvedValue(ok({ captchaEnabled: false }));
    vi.mocked(login).mockResolvedValue(ok({ token: 'tok-3' }));
    renderPage(<LoginPage />, '/login');
    await waitFor(() => expect(getCaptcha).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    type('Account', 'alice');
    type('Password', 'secret1');
    submit();
    await screen.findByTestId('landed');
    expect(login).toHaveBeenCalledWith({ username: 'alice', password: 'secret1', code: '', uuid: '' });
  });

  it('sends the browser to the WeChat and QQ authorisation pages (spec point 6)', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    vi.mocked(socialLoginUrl).mockImplementation((type) =>
      Promise.resolve(ok({ url: `https://auth.example/${type}` })),
    );
    vi.mocked(getInstallation).mockResolvedValue(
      ok({ edition: 'saas', socialLogins: ['weichat', 'qq'], smsTexted: true, mailConfigured: false }),
    );
    renderPage(<LoginPage />, '/login');
    fireEvent.click(await screen.findByRole('button', { name: /WeChat/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://auth.example/weichat'));
    fireEvent.click(screen.getByRole('button', { name: /QQ/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://auth.example/qq'));
  });

  it('offers only the social sign-ins the installation configured, none when it has none (issue 38)', async () => {
    vi.mocked(getInstallation).mockResolvedValue(
      ok({ edition: 'self-hosted', socialLogins: ['qq'], smsTexted: true, mailConfigured: false }),
    );
    renderPage(<LoginPage />, '/login');
    expect(await screen.findByRole('button', { name: /QQ/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /WeChat/ })).toBeNull();
    cleanup();
    vi.mocked(getInstallation).mockResolvedValue(
      ok({ edition: 'self-hosted', socialLogins: [], smsTexted: true, mailConfigured: false }),
    );
    renderPage(<LoginPage />, '/login');
    await screen.findByTestId('captcha-image');
    await waitFor(() => expect(getInstallation).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button', { name: /QQ|WeChat/ })).toBeNull();
    expect(screen.queryByText('Or sign in with')).toBeNull();
  });

  it('links to registration and password reset', async () => {
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/resetPassword');
    await screen.findByTestId('captcha-image');
  });
});
