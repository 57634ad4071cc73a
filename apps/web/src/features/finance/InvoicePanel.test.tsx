import type { InvoiceRow } from '@questline/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/invoices';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { InvoicePanel } from './InvoicePanel';
import { ok } from '../../test/api';

vi.mock('../../api/invoices', () => ({ getInvoice: vi.fn(), applyInvoice: vi.fn() }));

const fields = {
  companyName: 'Questline Ltd',
  taxNumber: '91110000MA01ABCD2X',
  registeredAddress: '',
  phone: '010-12345678',
  bank: 'ICBC Beijing',
  account: '6222 0202 0000 1234',
  contact: 'Li Lei',
  shippingAddress: '1 Zhongguancun Street, Beijing',
};

const shipped: InvoiceRow = {
  invoiceId: 3,
  orderId: 7,
  orderNo: 'QL20260310ABCDEF',
  amountFen: 71_808,
  ...fields,
  status: 'shipped',
  statusLabel: 'Shipped',
  trackingNo: 'SF1234567890',
  createTime: '2026-03-10T08:00:00.000Z',
  updateTime: '2026-03-11T08:00:00.000Z',
  log: [
    { fromStatus: null, toStatus: 'applied', byName: 'Li Lei', createTime: '2026-03-10T08:00:00.000Z' },
    { fromStatus: 'applied', toStatus: 'invoicing', byName: 'Admin', createTime: '2026-03-10T09:00:00.000Z' },
    { fromStatus: 'invoicing', toStatus: 'shipped', byName: 'Admin', createTime: '2026-03-11T08:00:00.000Z' },
  ],
};

const field = (label: string) => screen.getByLabelText(label);

beforeEach(async () => {
  await changeLocale('en');
});
afterEach(() => vi.clearAllMocks());

describe('InvoicePanel (issue 16, spec point 5 "Invoice")', () => {
  it('shows each field error in the page language and sends nothing until the form is right', async () => {
    vi.mocked(api.getInvoice).mockResolvedValue(ok(null));
    vi.mocked(api.applyInvoice).mockResolvedValue(ok(shipped));
    renderPage(<InvoicePanel orderId={7} />, '/user/orderInfo');
    fireEvent.change(await screen.findByLabelText('Company name'), { target: { value: '公'.repeat(17) } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('The company name must be at most 50 bytes (a Chinese character takes 3)'),
    ).toBeTruthy();
    expect(screen.getByText('Enter the tax number')).toBeTruthy();
    expect(api.applyInvoice).not.toHaveBeenCalled();

    for (const [name, value] of Object.entries({
      'Company name': fields.companyName,
      'Tax number': fields.taxNumber,
      Phone: fields.phone,
      Bank: fields.bank,
      'Bank account': fields.account,
      Contact: fields.contact,
      'Shipping address': fields.shippingAddress,
    })) {
      fireEvent.change(field(name), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.applyInvoice).toHaveBeenCalledWith({ orderId: 7, ...fields }));
  });

  it('says what is wrong in Chinese too', async () => {
    await changeLocale('zh');
    vi.mocked(api.getInvoice).mockResolvedValue(ok(null));
    renderPage(<InvoicePanel orderId={7} />, '/user/orderInfo');
    fireEvent.change(await screen.findByLabelText('邮寄地址'), { target: { value: '路'.repeat(67) } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('邮寄地址不能超过 200 个字节（一个汉字占 3 个字节）')).toBeTruthy();
    expect(screen.getByText('请填写联系人')).toBeTruthy();
  });

  it('shows an applied invoice with its status, tracking number and history instead of the form', async () => {
    vi.mocked(api.getInvoice).mockResolvedValue(ok(shipped));
    renderPage(<InvoicePanel orderId={7} />, '/user/orderInfo');
    expect((await screen.findByTestId('invoice-status')).textContent).toBe('Shipped');
    expect(screen.getByText('SF1234567890')).toBeTruthy();
    expect(screen.getByText(/Invoicing ·/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});
