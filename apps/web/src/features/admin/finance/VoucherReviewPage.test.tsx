import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../api/finance';
import { changeLocale } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import { orderRow } from '../../../test/fixtures/finance';
import VoucherReviewPage from './VoucherReviewPage';
import { ok } from '../../../test/api';
import { rowOf } from '../../../test/dom';

vi.mock('../../../api/finance', () => ({
  getVoucherReviews: vi.fn(),
  approveVoucher: vi.fn(),
  rejectVoucher: vi.fn(),
  voucherUrl: (orderId: number) => `/voucher/${String(orderId)}`,
}));

const PENDING = {
  ...orderRow({ status: 5, statusLabel: 'Pending review', provider: 'offline' }),
  buyerId: 3,
  buyerName: 'Li Lei',
};

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getVoucherReviews).mockResolvedValue(ok([PENDING]));
  vi.mocked(api.approveVoucher).mockResolvedValue(ok(null));
  vi.mocked(api.rejectVoucher).mockResolvedValue(ok(null));
});
afterEach(() => vi.clearAllMocks());

describe('VoucherReviewPage (issue 16: the bank transfer review)', () => {
  it('shows the voucher and approves after confirming the amount', async () => {
    renderPage(<VoucherReviewPage />, '/admin/finance/vouchers');
    await screen.findByText('Li Lei');
    expect(within(rowOf('Li Lei')).getByAltText('Transfer voucher of order QL20260310ABCDEF')).toBeTruthy();
    fireEvent.click(within(rowOf('Li Lei')).getByRole('button', { name: 'Confirm receipt' }));
    const confirm = await screen.findByText('Confirm ¥718.08 was received and activate it for Li Lei?');
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.approveVoucher).toHaveBeenCalledWith(7));
  });

  it('asks for a reason before rejecting', async () => {
    renderPage(<VoucherReviewPage />, '/admin/finance/vouchers');
    await screen.findByText('Li Lei');
    fireEvent.click(within(rowOf('Li Lei')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give the reason for rejecting')).toBeTruthy();
    expect(api.rejectVoucher).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Blurred slip ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.rejectVoucher).toHaveBeenCalledWith(7, 'Blurred slip'));
  });
});
