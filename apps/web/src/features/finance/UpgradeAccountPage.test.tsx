import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/finance';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import UpgradeAccountPage from './UpgradeAccountPage';
import { PLAN_OFFERS, accountPlan } from '../../test/fixtures/finance';
import { ok } from '../../test/api';

vi.mock('../../api/finance', () => ({
  getPlanOffers: vi.fn(),
  getUpgradeOffer: vi.fn(),
  addPlanOrder: vi.fn(),
  addUpgradeOrder: vi.fn(),
}));

const placed = ok({ orderId: 41, orderNo: 'QL1', amountFen: 0 });

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(api.getPlanOffers).mockResolvedValue(ok(PLAN_OFFERS));
  vi.mocked(api.addPlanOrder).mockResolvedValue(placed);
  vi.mocked(api.addUpgradeOrder).mockResolvedValue(placed);
});
afterEach(() => vi.clearAllMocks());

describe('UpgradeAccountPage (issue 16, spec points 2 and 9)', () => {
  it('shows the spec prices per period and buys a plan for the chosen period at the shown amount', async () => {
    vi.mocked(api.getUpgradeOffer).mockResolvedValue(ok({ current: accountPlan(), targets: [] }));
    renderPage(<UpgradeAccountPage />, '/user/UpgradeAccount');
    const standard = await screen.findByTestId('plan-1');
    expect(within(standard).getByText('¥718.08')).toBeTruthy();
    expect(within(screen.getByTestId('plan-3')).getByText('¥4097.28')).toBeTruthy();
    fireEvent.click(screen.getByText('Two years (40% off)'));
    expect(await within(standard).findByText('¥979.2')).toBeTruthy();
    expect(within(screen.getByTestId('plan-2')).getByText('¥2419.2')).toBeTruthy();
    expect(within(screen.getByTestId('plan-3')).getByText('¥5587.2')).toBeTruthy();

    fireEvent.click(within(standard).getByRole('button', { name: 'Buy Standard' }));
    await waitFor(() =>
      expect(api.addPlanOrder).toHaveBeenCalledWith({ versionCode: 1, period: 'twoYear', amountFen: 97_920 }),
    );
    expect((await screen.findByTestId('landed')).textContent).toBe('/user/UpgradeAccountPayment?orderId=41');
  });

  it('offers a paid plan only dearer upgrades at their price, and renewal of the current one', async () => {
    vi.mocked(api.getUpgradeOffer).mockResolvedValue(
      ok({
        current: accountPlan({
          versionCode: 2,
          versionName: 'Professional',
          endTime: '2026-06-10T08:00:00.000Z',
          daysRemaining: 92,
          monthsRemaining: 3,
        }),
        targets: [{ versionCode: 3, name: 'Enterprise', amountFen: 66_000 }],
      }),
    );
    renderPage(<UpgradeAccountPage />, '/user/UpgradeAccount');
    const enterprise = await screen.findByTestId('plan-3');
    expect(await screen.findByText(/you pay the difference for the 3 months left/)).toBeTruthy();
    expect(within(screen.getByTestId('plan-1')).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('plan-2')).getByRole('button', { name: 'Renew' })).toBeTruthy();
    fireEvent.click(within(enterprise).getByRole('button', { name: 'Upgrade to Enterprise (¥660)' }));
    await waitFor(() => expect(api.addUpgradeOrder).toHaveBeenCalledWith({ versionCode: 3, amountFen: 66_000 }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/user/upgradePayment?orderId=41');
  });
});
