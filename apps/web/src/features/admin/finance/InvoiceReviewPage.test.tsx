import type { InvoiceAdminRow } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../api/invoices';
import { changeLocale } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';

import InvoiceReviewPage from './InvoiceReviewPage';
import { ok } from '../../../test/api';

vi.mock('../../../api/invoices', () => ({ getInvoiceList: vi.fn(), moveInvoice: vi.fn() }));

const row = (overrides: Partial<InvoiceAdminRow>): InvoiceAdminRow => ({
  invoiceId: 3,
  orderId: 7,
  orderNo: 'QL20260310ABCDEF',
  amountFen: 71_808,
  companyName: 'Questline Ltd',
  taxNumber: '91110000MA01ABCD2X',
  registeredAddress: '',
  phone: '010-12345678',
  bank: 'ICBC',
  account: '6222',
  contact: 'Li Lei',
  shippingAddress: 'Beijing',
  status: 'applied',
  statusLabel: 'Applied',
  trackingNo: null,
  createTime: '2026-03-10T08:00:00.000Z',
  updateTime: '2026-03-10T08:00:00.000Z',
  log: [],
  buyerId: 5,
  buyerName: 'Li Lei',
  ...overrides,
});

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.moveInvoice).mockResolvedValue(ok(null));
});
afterEach(() => vi.clearAllMocks());

describe('InvoiceReviewPage (issue 16: /admin/invoices)', () => {
  it('lists applied invoices first, filters by status and ships with the tracking number', async () => {
    vi.mocked(api.getInvoiceList).mockImplementation((status) =>
      Promise.resolve(
        ok(status === 'invoicing' ? [row({ status: 'invoicing', statusLabel: 'Invoicing' })] : [row({})]),
      ),
    );
    renderPage(<InvoiceReviewPage />, '/admin/invoices');
    expect(await screen.findByText('Questline Ltd · 91110000MA01ABCD2X')).toBeTruthy();
    expect(api.getInvoiceList).toHaveBeenCalledWith('applied');

    fireEvent.click(screen.getByText('Invoicing', { selector: '.ant-segmented-item-label' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog');
    const ship = within(dialog).getByRole('button', { name: 'Mark shipped' });
    fireEvent.click(ship);
    expect(await screen.findByText('Enter the tracking number')).toBeTruthy();
    expect(api.moveInvoice).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Tracking number'), { target: { value: ' SF1234567890 ' } });
    fireEvent.click(ship);
    await waitFor(() =>
      expect(api.moveInvoice).toHaveBeenCalledWith({ invoiceId: 3, to: 'shipped', trackingNo: 'SF1234567890' }),
    );
  });
});
