import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as account from '../../api/account';
import { changeLocale } from '../../i18n';
import { sessionStore } from '../../session/store';
import { getToken, setToken } from '../../session/token';
import { userInfoFixture } from '../../test/fixtures/user';
import { renderPage } from '../../test/renderPage';
import { DemoBanner } from './DemoBanner';
import { ok } from '../../test/api';

vi.mock('../../api/account', () => ({ logoutCall: vi.fn() }));

/** Issue 39: the workspace says it is the demo and leads to an account of one's own. */
describe('DemoBanner', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await changeLocale('en');
  });

  it('shows nothing to a real account', () => {
    sessionStore.set(userInfoFixture());
    renderPage(<DemoBanner />, '/problem');
    expect(screen.queryByTestId('demo-banner')).toBeNull();
  });

  it('tells a demo person what the demo keeps, and signs them out on the way to registration', async () => {
    vi.mocked(account.logoutCall).mockResolvedValue(ok(null));
    setToken('demo-token');
    sessionStore.set({ ...userInfoFixture({ nickName: 'Lin' }), demo: true });
    renderPage(<DemoBanner />, '/problem');
    const banner = screen.getByRole('region', { name: 'This is the live demo' });
    expect(banner.textContent).toContain('You are trying Questline as Lin of a sample team');
    expect(banner.textContent).toContain('removed 2 hours after your last action');
    fireEvent.click(screen.getByRole('button', { name: 'Register to keep working' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/register');
    await waitFor(() => expect(account.logoutCall).toHaveBeenCalledTimes(1));
    expect(getToken()).toBeUndefined();
  });
});
