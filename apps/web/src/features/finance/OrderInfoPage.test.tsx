import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/finance';
import * as invoices from '../../api/invoices';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import OrderInfoPage from './OrderInfoPage';
import { orderRow } from '../../test/fixtures/finance';
import { ok } from '../../test/api';

vi.mock('../../api/finance', () => ({ getOrder: vi.fn() }));
vi.mock('../../api/invoices', () => ({ getInvoice: vi.fn(), applyInvoice: vi.fn() }));

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getOrder).mockResolvedValue(
    ok({
      ...orderRow({ status: 4, statusLabel: 'Awaiting voucher upload', provider: 'offline' }),
      log: [
        {
          fromStatus: null,
          toStatus: 2,
          byUserId: 3,
          byName: 'Li Lei',
          note: '',
          createTime: '2026-03-10T08:00:00.000Z',
        },
        {
          fromStatus: 2,
          toStatus: 4,
          byUserId: 3,
          byName: 'Li Lei',
          note: 'offline',
          createTime: '2026-03-10T08:01:00.000Z',
        },
        {
          fromStatus: 5,
          toStatus: 4,
          byUserId: 1,
          byName: 'Admin',
          note: 'Blurred slip',
          createTime: '2026-03-10T09:00:00.000Z',
        },
        { fromStatus: 4, toStatus: 0, byUserId: null, byName: null, note: '', createTime: '2026-03-11T08:00:00.000Z' },
      ],
    }),
  );
});
afterEach(() => vi.clearAllMocks());

describe('OrderInfoPage (issue 16: an order and its status history)', () => {
  it('lists every status change with who made it, the system included', async () => {
    renderPage(<OrderInfoPage />, '/user/orderInfo', '/user/orderInfo?orderId=7');
    expect(await screen.findByText('Order placed')).toBeTruthy();
    expect(screen.getByText('Unpaid → Awaiting voucher upload')).toBeTruthy();
    expect(screen.getByText('Pending review → Awaiting voucher upload')).toBeTruthy();
    expect(screen.getByText('Note: Blurred slip')).toBeTruthy();
    expect(screen.getByText('Note: Bank transfer')).toBeTruthy();
    expect(screen.getByText(/By: System/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
    expect(api.getOrder).toHaveBeenCalledWith(7);
  });

  it('offers the invoice only once the order is paid', async () => {
    renderPage(<OrderInfoPage />, '/user/orderInfo', '/user/orderInfo?orderId=7');
    expect(await screen.findByText('Order placed')).toBeTruthy();
    expect(screen.queryByText('Apply for an invoice')).toBeNull();
    expect(invoices.getInvoice).not.toHaveBeenCalled();

    vi.mocked(api.getOrder).mockResolvedValue(ok({ ...orderRow({ status: 1, statusLabel: 'Paid' }), log: [] }));
    vi.mocked(invoices.getInvoice).mockResolvedValue(ok(null));
    renderPage(<OrderInfoPage />, '/user/orderInfo', '/user/orderInfo?orderId=7');
    expect(await screen.findByText('Apply for an invoice')).toBeTruthy();
    expect(screen.getByLabelText('Tax number')).toBeTruthy();
    expect(invoices.getInvoice).toHaveBeenCalledWith(7);
  });
});
