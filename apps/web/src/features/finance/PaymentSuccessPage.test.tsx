import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as account from '../../api/account';
import * as api from '../../api/finance';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import PaymentSuccessPage from './PaymentSuccessPage';
import { orderRow } from '../../test/fixtures/finance';
import { ok } from '../../test/api';

vi.mock('../../api/finance', () => ({ getPaymentState: vi.fn(), getOrder: vi.fn() }));
vi.mock('../../api/account', () => ({ getInfo: vi.fn() }));

const state = (paid: boolean, closed = false) =>
  ok({ orderId: 7, status: paid ? (1 as const) : (3 as const), statusLabel: paid ? 'Paid' : 'Paying', paid, closed });

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getOrder).mockResolvedValue(ok({ ...orderRow({ status: 1, statusLabel: 'Paid' }), log: [] }));
  vi.mocked(account.getInfo).mockResolvedValue(ok(undefined));
});
afterEach(() => vi.clearAllMocks());

describe('PaymentSuccessPage (issue 16: one page for every way of paying)', () => {
  it('waits for the money after a cashier, and shows the paid order once the server says so', async () => {
    vi.mocked(api.getPaymentState).mockResolvedValueOnce(state(false)).mockResolvedValue(state(true));
    renderPage(<PaymentSuccessPage />, '/user/PaymentSuccess', '/user/PaymentSuccess?orderId=7&trade_no=2026x');
    expect((await screen.findByTestId('payment-state')).textContent).toBe('Paying');
    expect(screen.getByText('Waiting for the payment to be confirmed…')).toBeTruthy();
    expect(api.getOrder).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Payment successful')).toBeTruthy();
    expect((await screen.findByTestId('success-order')).textContent).toContain('¥718.08');
    expect(account.getInfo).toHaveBeenCalled();
  });

  it('shows an approved bank transfer as paid at once', async () => {
    vi.mocked(api.getPaymentState).mockResolvedValue(state(true));
    renderPage(<PaymentSuccessPage />, '/user/PaymentSuccess', '/user/PaymentSuccess?orderId=7');
    expect(await screen.findByText('Payment successful')).toBeTruthy();
    expect(api.getPaymentState).toHaveBeenCalledWith(7);
  });

  it('says when the order was closed before the money came', async () => {
    await changeLocale('zh');
    vi.mocked(api.getPaymentState).mockResolvedValue(state(false, true));
    renderPage(<PaymentSuccessPage />, '/user/PaymentSuccess', '/user/PaymentSuccess?orderId=7');
    expect(await screen.findByText('订单已关闭')).toBeTruthy();
  });
});
