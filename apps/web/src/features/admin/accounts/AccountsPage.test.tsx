import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminJoinLinks, createAccount, managedAccounts, newPasswordLink } from '../../../api/joining';
import { i18n } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import AccountsPage from './AccountsPage';
import { ok, page } from '../../../test/api';
import { type } from '../../../test/dom';

vi.mock('../../../api/joining', () => ({
  managedAccounts: vi.fn(),
  createAccount: vi.fn(),
  newPasswordLink: vi.fn(),
  adminJoinLinks: vi.fn(),
  createAdminJoinLink: vi.fn(),
  revokeAdminJoinLink: vi.fn(),
}));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.clearAllMocks());

/** Issue 38 point 2 (ADR 0108): /admin/users, accounts handed over with a one-time set-password link. */
describe('/admin/users', () => {
  it('makes an account with a user name and shows the set-password link to hand over', async () => {
    vi.mocked(managedAccounts).mockResolvedValue(page([]));
    vi.mocked(adminJoinLinks).mockResolvedValue(ok([]));
    vi.mocked(createAccount).mockResolvedValue(
      ok({
        userId: 9,
        userName: 'grace.h',
        passwordLink: { url: 'https://q.example/setPassword/tok', expireTime: '2030-01-04T00:00:00.000Z' },
      }),
    );
    renderPage(<AccountsPage />, '/admin/users');
    expect(await screen.findByText('No accounts found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /New account/ }));
    type('Name', 'Grace');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findAllByText('Give a user name, an e-mail address, or both')).length).toBeGreaterThan(0);
    type('User name', '9lives');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/3-30 letters/)).toBeTruthy();
    type('User name', 'grace.h');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('created-link')).toHaveProperty(
      'textContent',
      'https://q.example/setPassword/tok',
    );
    expect(createAccount).toHaveBeenCalledWith({ nickName: 'Grace', userName: 'grace.h', email: '', phonenumber: '' });
  });

  it('issues a new set-password link for an account in the list', async () => {
    vi.mocked(managedAccounts).mockResolvedValue({
      code: 200,
      msg: '',
      rows: [
        {
          userId: 3,
          userName: 'lin.w',
          nickName: 'Lin',
          email: '',
          phonenumber: '',
          joinedBy: 'link',
          hasPassword: true,
          disabled: false,
          createTime: '2030-01-01T00:00:00.000Z',
        },
      ],
      total: 1,
    });
    vi.mocked(adminJoinLinks).mockResolvedValue(ok([]));
    vi.mocked(newPasswordLink).mockResolvedValue(
      ok({ url: 'https://q.example/setPassword/new', expireTime: '2030-01-04T00:00:00.000Z' }),
    );
    renderPage(<AccountsPage />, '/admin/users');
    expect(await screen.findByText('Invitation link')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New set-password link' }));
    await waitFor(() => expect(newPasswordLink).toHaveBeenCalledWith(3));
    expect(await screen.findByTestId('created-link')).toHaveProperty(
      'textContent',
      'https://q.example/setPassword/new',
    );
  });
});
