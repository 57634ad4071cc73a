import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/finance';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import PlanPaymentPage from './PlanPaymentPage';
import { orderRow, payInfo } from '../../test/fixtures/finance';
import { ok } from '../../test/api';

vi.mock('../../api/finance', () => ({
  getPayInfo: vi.fn(),
  payOrder: vi.fn(),
  uploadVoucher: vi.fn(),
  closeOrder: vi.fn(),
  voucherUrl: (orderId: number) => `/voucher/${String(orderId)}`,
}));

const AWAITING = { status: 4 as const, statusLabel: 'Awaiting voucher upload', provider: 'offline' as const };

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.uploadVoucher).mockResolvedValue(ok(null));
  vi.mocked(api.closeOrder).mockResolvedValue(ok(null));
});
afterEach(() => vi.clearAllMocks());

describe('PlanPaymentPage (issue 16: paying an order)', () => {
  it('builds the method chooser from the server and starts the chosen one', async () => {
    vi.mocked(api.getPayInfo).mockResolvedValue(ok(payInfo({}, ['offline', 'alipay'])));
    vi.mocked(api.payOrder).mockResolvedValue(
      ok({
        order: orderRow(AWAITING),
        start: { kind: 'offline', payee: payInfo().payee ?? { accountName: '', accountNumber: '', bank: '' } },
      }),
    );
    renderPage(<PlanPaymentPage />, '/user/UpgradeAccountPayment', '/user/UpgradeAccountPayment?orderId=7');
    expect(await screen.findByTestId('order-amount')).toHaveProperty('textContent', '¥718.08');
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Alipay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Alipay' }));
    await waitFor(() => expect(api.payOrder).toHaveBeenCalledWith(7, 'alipay'));
  });

  it('shows the account and the rejection, and uploads the voucher', async () => {
    vi.mocked(api.getPayInfo).mockResolvedValue(ok(payInfo({ ...AWAITING, rejectReason: 'Blurred slip' })));
    renderPage(<PlanPaymentPage />, '/user/UpgradeAccountPayment', '/user/UpgradeAccountPayment?orderId=7');
    expect(await screen.findByText('The voucher was rejected: Blurred slip')).toBeTruthy();
    expect(screen.getByText('6222 0000')).toBeTruthy();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File([new Uint8Array([0x89, 0x50])], 'slip.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(api.uploadVoucher).toHaveBeenCalledWith(7, file, 'slip.png'));
  });

  it('moves on to PaymentSuccess once the order is paid', async () => {
    vi.mocked(api.getPayInfo).mockResolvedValue(ok(payInfo({ status: 1, statusLabel: 'Paid' })));
    renderPage(<PlanPaymentPage />, '/user/upgradePayment', '/user/upgradePayment?orderId=7');
    expect((await screen.findByTestId('landed')).textContent).toBe('/user/PaymentSuccess?orderId=7');
  });

  it('says when there is no order to pay', async () => {
    renderPage(<PlanPaymentPage />, '/user/upgradePayment');
    expect(await screen.findByText('There is no order to pay')).toBeTruthy();
    expect(api.getPayInfo).not.toHaveBeenCalled();
  });
});
