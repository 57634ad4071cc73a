import { FINANCE_PATHS } from '@questline/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n';
import { OrderTotal } from './OrderTotal';
import { publicGet } from './portalApi';

vi.mock('./portalApi', () => ({ publicGet: vi.fn() }));

beforeEach(async () => {
  await changeLocale('en');
});
afterEach(() => vi.clearAllMocks());

/** Spec point 2 "Home page: when logged in, it looks up the user's total order amount". */
describe('OrderTotal', () => {
  it("shows the signed-in user's total paid", async () => {
    vi.mocked(publicGet).mockResolvedValue({ sumFen: 71_808, paidOrders: 1 });
    render(<OrderTotal />);
    expect((await screen.findByTestId('order-total')).textContent).toBe('You have paid ¥718.08 in all');
    expect(publicGet).toHaveBeenCalledWith(FINANCE_PATHS.userAllOrderSumMoney);
  });

  it('shows nothing when nothing was paid or the call fails', async () => {
    vi.mocked(publicGet).mockResolvedValueOnce({ sumFen: 0, paidOrders: 0 });
    const { unmount } = render(<OrderTotal />);
    await vi.waitFor(() => expect(publicGet).toHaveBeenCalled());
    expect(screen.queryByTestId('order-total')).toBeNull();
    unmount();
    vi.mocked(publicGet).mockRejectedValueOnce(new Error('401'));
    render(<OrderTotal />);
    await vi.waitFor(() => expect(publicGet).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('order-total')).toBeNull();
  });
});
