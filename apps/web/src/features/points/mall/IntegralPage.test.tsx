import type { CommodityOffer } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as mall from '../../../api/mall';
import * as points from '../../../api/points';
import { changeLocale } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import IntegralPage from './IntegralPage';
import { ok, page } from '../../../test/api';

vi.mock('../../../api/mall', () => ({
  getCommodities: vi.fn(),
  getCommodityPayInfo: vi.fn(),
  redeemCommodity: vi.fn(),
}));
vi.mock('../../../api/points', () => ({
  getPointsSummary: vi.fn(),
  getSignInDays: vi.fn(),
  getPointsLedger: vi.fn(),
}));

const mug: CommodityOffer = {
  commodityId: 7,
  name: 'Mug',
  description: 'A ceramic mug',
  pointsPrice: 30,
  stock: 2,
  imageUrl: null,
};
/** The Redeem button of the card titled `name` (or of the card holding that element). */
function redeemOf(name: string | HTMLElement): HTMLElement {
  const title = typeof name === 'string' ? screen.getByText(name) : name;
  return within(title.closest('[data-testid="commodity-card"]') as HTMLElement).getByRole('button', { name: 'Redeem' });
}

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(points.getPointsSummary).mockResolvedValue(
    ok({ balance: 40, signedInToday: true, streakDay: 2, todayPoints: 0 }),
  );
  vi.mocked(points.getSignInDays).mockResolvedValue(
    ok([
      { day: '2026-06-01', points: 1, state: 'signed' as const },
      { day: '2026-06-02', points: 2, state: 'signed' as const },
      { day: '2026-06-03', points: 3, state: 'upcoming' as const },
    ]),
  );
  vi.mocked(points.getPointsLedger).mockResolvedValue(page([]));
  vi.mocked(mall.getCommodities).mockResolvedValue(
    ok([mug, { ...mug, commodityId: 8, name: 'Hoodie', pointsPrice: 300, stock: 0 }]),
  );
  vi.mocked(mall.getCommodityPayInfo).mockResolvedValue(ok({ commodity: mug, balance: 40 }));
});
afterEach(() => vi.clearAllMocks());

describe('IntegralPage (spec points 2 "integralPage" and 5 "Points mall order", issue 30)', () => {
  it('shows the balance, the week of check-ins and the commodities, a sold-out one disabled', async () => {
    renderPage(<IntegralPage />, '/user/integralPage');
    expect(await screen.findByText('Mug')).toBeTruthy();
    expect(screen.getByTestId('points-balance').textContent).toContain('40');
    expect(screen.getAllByText('Checked in')).toHaveLength(2);
    expect(screen.getByText('2 left')).toBeTruthy();
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect((redeemOf('Hoodie') as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for recipient, phone and address, and refuses more than the points allow before sending', async () => {
    renderPage(<IntegralPage />, '/user/integralPage');
    fireEvent.click(redeemOf(await screen.findByText('Mug')));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('40 points');
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '2' } });
    expect(await within(dialog).findByText('Not enough points for the redemption')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Redeem now' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '1' } });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '12345' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Enter the recipient')).toBeTruthy();
    expect(within(dialog).getByText('The phone number is incorrect')).toBeTruthy();
    expect(within(dialog).getByText('Enter the delivery address')).toBeTruthy();
    expect(mall.redeemCommodity).not.toHaveBeenCalled();
  });

  it('redeems with what was typed and the quantity', async () => {
    vi.mocked(mall.redeemCommodity).mockResolvedValue(
      ok({ orderNo: 'JF20260603AAAA', orderId: 1 } as Awaited<ReturnType<typeof mall.redeemCommodity>>['data']),
    );
    renderPage(<IntegralPage />, '/user/integralPage');
    fireEvent.click(redeemOf(await screen.findByText('Mug')));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('40 points');
    fireEvent.change(within(dialog).getByLabelText('Recipient'), { target: { value: 'Wang' } });
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '13912345678' } });
    fireEvent.change(within(dialog).getByLabelText('Delivery address'), { target: { value: '100 Century Ave' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    await waitFor(() =>
      expect(mall.redeemCommodity).toHaveBeenCalledWith({
        commodityId: 7,
        quantity: 1,
        recipient: 'Wang',
        phone: '13912345678',
        address: '100 Century Ave',
      }),
    );
  });
});
