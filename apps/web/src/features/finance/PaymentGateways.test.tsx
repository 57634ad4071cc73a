import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../api/client';
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

const PAYING = { status: 3 as const, statusLabel: 'Paying' };
const CASHIER = 'http://127.0.0.1:9/gateway.do?app_id=2021&sign=abc';

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getPayInfo).mockResolvedValue(ok(payInfo({}, ['offline', 'alipay', 'wechat'])));
});
afterEach(() => vi.restoreAllMocks());

describe('the payment method chooser (issue 16: Alipay and WeChat Pay)', () => {
  it("sends the browser to Alipay's cashier with the signed request", async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    vi.mocked(api.payOrder).mockResolvedValue(
      ok({ order: orderRow({ ...PAYING, provider: 'alipay' }), start: { kind: 'redirect', url: CASHIER } }),
    );
    renderPage(<PlanPaymentPage />, '/user/UpgradeAccountPayment', '/user/UpgradeAccountPayment?orderId=7');
    fireEvent.click(await screen.findByRole('radio', { name: 'Alipay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Alipay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CASHIER));
    expect(api.payOrder).toHaveBeenCalledWith(7, 'alipay');
  });

  it("draws WeChat Pay's code_url as a QR code in the browser and stops offering to start again", async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    vi.mocked(api.payOrder).mockResolvedValue(
      ok({
        order: orderRow({ ...PAYING, provider: 'wechat' }),
        start: { kind: 'qrCode', codeUrl: 'weixin://wxpay/bizpayurl?pr=abc123' },
      }),
    );
    renderPage(<PlanPaymentPage />, '/user/UpgradeAccountPayment', '/user/UpgradeAccountPayment?orderId=7');
    fireEvent.click(await screen.findByRole('radio', { name: 'WeChat Pay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the payment method' }));
    const code = await screen.findByTestId('wechat-qr');
    expect(code.querySelector('svg')).not.toBeNull();
    expect(screen.getByText(/Scan the QR code with WeChat to pay/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm the payment method' })).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('names the gateways in Chinese', async () => {
    await changeLocale('zh');
    renderPage(<PlanPaymentPage />, '/user/UpgradeAccountPayment', '/user/UpgradeAccountPayment?orderId=7');
    expect(await screen.findByRole('radio', { name: '支付宝' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '微信支付' })).toBeTruthy();
  });
});
