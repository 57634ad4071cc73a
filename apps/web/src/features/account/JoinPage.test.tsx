import type { JoinLinkPreview } from '@questline/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptJoinLink, previewJoinLink, registerWithLink } from '../../api/joining';
import { i18n } from '../../i18n';
import { getToken, removeToken, setToken } from '../../session/token';
import { renderPage } from '../../test/renderPage';
import JoinPage from './JoinPage';
import { ok } from '../../test/api';
import { type } from '../../test/dom';

vi.mock('../../api/joining', () => ({ previewJoinLink: vi.fn(), registerWithLink: vi.fn(), acceptJoinLink: vi.fn() }));

const TOKEN = 'a'.repeat(43);
const preview = (overrides: Partial<JoinLinkPreview> = {}) =>
  ok<JoinLinkPreview>({
    state: 'live',
    inviterName: 'Mei',
    projectName: 'Falcon',
    email: null,
    expireTime: '2030-01-01T00:00:00.000Z',
    ...overrides,
  });
const open = () => renderPage(<JoinPage />, '/join/*', `/join/${TOKEN}`);

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.clearAllMocks();
  removeToken();
});

/** Issue 38 point 2 (ADR 0108): /join/{token}, registration with a password and no phone code. */
describe('/join/{token}', () => {
  it('says who invites to which project and registers with a user name and password, signed in at once', async () => {
    vi.mocked(previewJoinLink).mockResolvedValue(preview());
    vi.mocked(registerWithLink).mockResolvedValue(ok({ projectId: 4, token: 'joined-token' }));
    open();
    expect(await screen.findByText('Mei invites you to the project “Falcon”')).toBeTruthy();
    expect(screen.queryByLabelText('Phone number')).toBeNull();
    type('Your name', 'Ann Lee');
    type('User name or e-mail', '1ann');
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText(/3-30 letters/)).toBeTruthy();
    expect(registerWithLink).not.toHaveBeenCalled();
    type('User name or e-mail', ' ann.lee ');
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/index');
    expect(registerWithLink).toHaveBeenCalledWith({
      token: TOKEN,
      nickName: 'Ann Lee',
      account: 'ann.lee',
      password: 'secret1',
      confirmPassword: 'secret1',
      agreement: true,
    });
    expect(getToken()).toBe('joined-token');
  });

  it('fills in and locks the address of a link bound to an e-mail', async () => {
    vi.mocked(previewJoinLink).mockResolvedValue(preview({ email: 'ann@example.com' }));
    open();
    expect(await screen.findByText('This invitation is for ann@example.com.')).toBeTruthy();
    expect(screen.getByLabelText('User name or e-mail')).toHaveProperty('value', 'ann@example.com');
    expect(screen.getByLabelText('User name or e-mail')).toHaveProperty('readOnly', true);
  });

  it('lets a signed-in person join with one click', async () => {
    setToken('mine');
    vi.mocked(previewJoinLink).mockResolvedValue(preview());
    vi.mocked(acceptJoinLink).mockResolvedValue(ok({ projectId: 4 }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Join the project' }));
    expect(await screen.findByTestId('landed')).toHaveProperty('textContent', '/index');
    expect(acceptJoinLink).toHaveBeenCalledWith(TOKEN);
  });

  it('says why a link cannot be used and whom to ask', async () => {
    vi.mocked(previewJoinLink).mockResolvedValue(preview({ state: 'usedUp' }));
    open();
    expect(await screen.findByText('This invitation link has been used up')).toBeTruthy();
    expect(screen.getByText('Ask the person who invited you for a new link.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account and join' })).toBeNull();
  });

  it("shows the server's message for an unknown link, and never asks for a malformed one", async () => {
    vi.mocked(previewJoinLink).mockRejectedValue(new Error('This invitation link is not valid; ask for a new one'));
    open();
    expect(await screen.findByText('This invitation link is not valid; ask for a new one')).toBeTruthy();
    renderPage(<JoinPage />, '/join/*', '/join/short');
    expect(await screen.findByText('This invitation link is not valid')).toBeTruthy();
    expect(previewJoinLink).toHaveBeenCalledTimes(1);
  });
});
