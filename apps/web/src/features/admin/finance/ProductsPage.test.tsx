import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../api/finance';
import { changeLocale } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';

import ProductsPage from './ProductsPage';
import { ok } from '../../../test/api';

vi.mock('../../../api/finance', () => ({ getProducts: vi.fn(), addProduct: vi.fn(), editProduct: vi.fn() }));

const MEMBERSHIP = {
  productId: 4,
  kind: 'resources' as const,
  name: 'Resource club',
  nameZh: '资源会员',
  nameEn: 'Resource club',
  priceFen: 9900,
  months: 12,
  credits: null,
  enabled: true,
};

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getProducts).mockResolvedValue(ok([MEMBERSHIP]));
  vi.mocked(api.editProduct).mockResolvedValue(ok({ ...MEMBERSHIP, enabled: false }));
});
afterEach(() => vi.clearAllMocks());

describe('ProductsPage (issue 16: the administrators’ catalogue)', () => {
  it('lists products and takes one off sale, sending the price in fen', async () => {
    renderPage(<ProductsPage />, '/admin/finance/products');
    const row = (await screen.findByText('资源会员')).closest('tr') as HTMLElement;
    expect(within(row).getByText('¥99')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Resource club' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('switch'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.editProduct).toHaveBeenCalledWith({
        productId: 4,
        kind: 'resources',
        nameZh: '资源会员',
        nameEn: 'Resource club',
        priceFen: 9900,
        months: 12,
        enabled: false,
      }),
    );
  });
});
