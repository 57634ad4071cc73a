import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { previewPasswordLink, setPasswordWithLink } from '../../api/joining';
import { i18n } from '../../i18n';
import { getToken, removeToken } from '../../session/token';
import { renderPage } from '../../test/renderPage';
import SetPasswordPage from './SetPasswordPage';
import { ok } from '../../test/api';
import { type } from '../../test/dom';

vi.mock('../../api/joining', () => ({ previewPasswordLink: vi.fn(), setPasswordWithLink: vi.fn() }));

const TOKEN = 'b'.repeat(43);

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.clearAllMocks();
  removeToken();
});

/** Issue 38 point 2 (ADR 0108): the one-time link of an account the platform administrator made. */
describe('/setPassword/{token}', () => {
  it('names the account, checks the password rule, sets it and signs in', async () => {
    vi.mocked(previewPasswordLink).mockResolvedValue(ok({ state: 'live', userName: 'grace.h', nickName: 'Grace' }));
    vi.mocked(setPasswordWithLink).mockResolvedValue(ok({ token: 'grace-token' }));
    renderPage(<SetPasswordPage />, '/setPassword/*', `/setPassword/${TOKEN}`);
    expect(await screen.findByText(/made the account “grace\.h” for you/)).toBeTruthy();
    type('Password', '123');
    type('Confirm password', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('The password must be 6-20 characters')).toBeTruthy();
    type('Password', 'chosen1');
    type('Confirm password', 'chosen1');
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/index');
    expect(setPasswordWithLink).toHaveBeenCalledWith({ token: TOKEN, password: 'chosen1', confirmPassword: 'chosen1' });
    expect(getToken()).toBe('grace-token');
  });

  it('says a used link is used and whom to ask', async () => {
    vi.mocked(previewPasswordLink).mockResolvedValue(ok({ state: 'used', userName: 'grace.h', nickName: 'Grace' }));
    renderPage(<SetPasswordPage />, '/setPassword/*', `/setPassword/${TOKEN}`);
    expect(await screen.findByText('This link was already used')).toBeTruthy();
    expect(screen.getByText('Ask your administrator for a new link.')).toBeTruthy();
  });
});
