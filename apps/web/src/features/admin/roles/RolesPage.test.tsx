import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { grantRole, platformRoles, revokeRole } from '../../../api/admin';
import { i18n } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import RolesPage from './RolesPage';
import { ok } from '../../../test/api';

vi.mock('../../../api/admin', () => ({ platformRoles: vi.fn(), grantRole: vi.fn(), revokeRole: vi.fn() }));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.clearAllMocks());

/** Issue 35: the roles page grants by account and takes back after a confirmation, beside the table of who may do what. */
describe('/admin/roles', () => {
  it('grants the finance role by account, takes a role back after confirming, and shows the table', async () => {
    vi.mocked(platformRoles).mockResolvedValue(
      ok([
        {
          userId: 4,
          userName: 'sam',
          nickName: 'Sam',
          role: 'support' as const,
          grantedBy: 'admin',
          createTime: '2030-01-01T00:00:00.000Z',
        },
      ]),
    );
    vi.mocked(grantRole).mockResolvedValue(ok(null));
    vi.mocked(revokeRole).mockResolvedValue(ok(null));
    renderPage(<RolesPage />, '/admin/roles');
    expect(await screen.findByText('sam')).toBeTruthy();
    expect(screen.getByText('Transfer vouchers, the product catalogue, invoices')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('User name or phone'), { target: { value: 'fin.lee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(grantRole).toHaveBeenCalledWith({ account: 'fin.lee', role: 'finance' }));

    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    await screen.findByText('Take the Support role back from sam?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Take back' }).at(-1) as HTMLElement);
    await waitFor(() => expect(revokeRole).toHaveBeenCalledWith(4, 'support'));
  });
});
