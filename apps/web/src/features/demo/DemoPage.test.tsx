import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/demo';
import { changeLocale } from '../../i18n';
import { getToken, removeToken, setToken } from '../../session/token';
import { renderPage } from '../../test/renderPage';
import DemoPage from './DemoPage';
import { ok } from '../../test/api';

vi.mock('../../api/demo', () => ({ startDemo: vi.fn() }));

/** Issue 39 "/demo": one click from the portal into a sandbox of the visitor's own. */
describe('DemoPage', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    removeToken();
    await changeLocale('en');
  });

  it('opens one sandbox, keeps its session and lands in the workspace', async () => {
    vi.mocked(api.startDemo).mockResolvedValue({
      code: 200,
      msg: '',
      data: { token: 'demo-token', nickName: '林晓', idleMinutes: 120 },
    });
    renderPage(<DemoPage />, '/demo');
    expect(screen.getByRole('heading', { level: 1, name: 'Preparing your demo team…' })).toBeTruthy();
    expect((await screen.findByTestId('landed')).textContent).toBe('/problem');
    expect(getToken()).toBe('demo-token');
    expect(api.startDemo).toHaveBeenCalledTimes(1);
  });

  it('says why it cannot start, in the server’s words, and offers registration and another try', async () => {
    vi.mocked(api.startDemo)
      .mockRejectedValueOnce(new Error('All demo seats are taken (at most 50 visitors at once).'))
      .mockResolvedValueOnce(ok({ token: 'late', nickName: '林晓', idleMinutes: 120 }));
    renderPage(<DemoPage />, '/demo');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'All demo seats are taken (at most 50 visitors at once).',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'The demo cannot start right now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(getToken()).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(getToken()).toBe('late'));
  });

  it('opens no second sandbox over a session the visitor already has', async () => {
    setToken('already');
    renderPage(<DemoPage />, '/demo');
    expect((await screen.findByTestId('landed')).textContent).toBe('/problem');
    expect(api.startDemo).not.toHaveBeenCalled();
    expect(getToken()).toBe('already');
  });
});
