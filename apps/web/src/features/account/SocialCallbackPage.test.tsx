import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { socialBind, socialLogin } from '../../api/social';
import { i18n } from '../../i18n';
import { getToken, removeToken } from '../../session/token';
import { renderPage } from '../../test/renderPage';
import BackQQPage from './BackQQPage';
import BackWeichatPage from './BackWeichatPage';
import { ok } from '../../test/api';

vi.mock('../../api/social', () => ({ socialBind: vi.fn(), socialLogin: vi.fn() }));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.clearAllMocks();
  removeToken();
});

describe('/back/weichat and /back/qq (spec point 6)', () => {
  it('signs a bound WeChat user in once (even in StrictMode) and opens the issue list (issue 38, point 4)', async () => {
    vi.mocked(socialLogin).mockResolvedValue(ok({ token: 'social-token' }));
    renderPage(
      <StrictMode>
        <BackWeichatPage />
      </StrictMode>,
      '/back/weichat',
      '/back/weichat?code=c1&state=s1',
    );
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/problem');
    expect(socialLogin).toHaveBeenCalledTimes(1);
    expect(socialLogin).toHaveBeenCalledWith('weichat', { code: 'c1', state: 's1' });
    expect(getToken()).toBe('social-token');
  });

  it('explains an unbound QQ account by its nickname and offers sign-in or sign-up', async () => {
    vi.mocked(socialLogin).mockResolvedValue(ok({ socialNickName: 'Penguin' }));
    renderPage(<BackQQPage />, '/back/qq', '/back/qq?code=c2&state=s2');
    const body = await screen.findByTestId('social-not-bound');
    expect(body.textContent).toContain('"Penguin"');
    expect(body.textContent).toContain('not bound to a Questline account');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(socialLogin).toHaveBeenCalledWith('qq', { code: 'c2', state: 's2' });
    expect(getToken()).toBeUndefined();
  });

  it('says the same in Chinese', async () => {
    await i18n.changeLanguage('zh');
    try {
      vi.mocked(socialLogin).mockResolvedValue(ok({ socialNickName: '企鹅' }));
      renderPage(<BackQQPage />, '/back/qq', '/back/qq?code=c2&state=s2');
      expect((await screen.findByTestId('social-not-bound')).textContent).toContain('QQ账号「企鹅」尚未绑定');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('binds to the signed-in user when bind=1 and returns to the personal centre', async () => {
    vi.mocked(socialBind).mockResolvedValue(ok(null));
    renderPage(<BackWeichatPage />, '/back/weichat', '/back/weichat?bind=1&code=c3&state=s3');
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/user/Personal');
    expect(await screen.findByText('Your WeChat account is bound')).toBeTruthy();
    expect(socialBind).toHaveBeenCalledWith('weichat', { code: 'c3', state: 's3' });
    expect(socialLogin).not.toHaveBeenCalled();
  });

  it('shows a failed sign-in with a link back to /login', async () => {
    vi.mocked(socialLogin).mockRejectedValue(new Error('The authorisation has expired'));
    renderPage(<BackQQPage />, '/back/qq', '/back/qq?code=c4&state=s4');
    expect((await screen.findByRole('alert')).textContent).toBe('The authorisation has expired');
    expect(screen.getByText('QQ sign-in failed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows a failed binding with a link back to the personal centre', async () => {
    vi.mocked(socialBind).mockRejectedValue(new Error('This QQ account is bound to another user'));
    renderPage(<BackQQPage />, '/back/qq', '/back/qq?bind=1&code=c5&state=s5');
    expect((await screen.findByRole('alert')).textContent).toContain('bound to another user');
    expect(screen.getByRole('link', { name: 'Back to the personal centre' }).getAttribute('href')).toBe(
      '/user/Personal',
    );
  });

  it('calls nothing when the provider sent no code', async () => {
    renderPage(<BackWeichatPage />, '/back/weichat', '/back/weichat?state=s6');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The authorisation answer is incomplete. Please try again.',
    );
    await waitFor(() => expect(socialLogin).not.toHaveBeenCalled());
  });
});
