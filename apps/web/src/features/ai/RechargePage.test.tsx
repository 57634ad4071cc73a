import type { ProductOffer } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/ai';
import { changeLocale } from '../../i18n';
import { sessionStore } from '../../session/store';
import { userInfoFixture } from '../../test/fixtures/user';
import { renderPage } from '../../test/renderPage';
import RechargePage from './RechargePage';
import { ok } from '../../test/api';

vi.mock('../../api/ai', () => ({ getAiStatus: vi.fn(), getCreditOffers: vi.fn(), orderCredits: vi.fn() }));

const offer = (productId: number, kind: 'chatgpt' | 'midjourney', credits: number, priceFen: number): ProductOffer => ({
  productId,
  kind,
  name: `${kind === 'chatgpt' ? 'Chat' : 'Drawing'} pack ${String(credits)}`,
  priceFen,
  months: null,
  credits,
});

beforeEach(async () => {
  await changeLocale('en');
  sessionStore.set(userInfoFixture());
  vi.mocked(api.getAiStatus).mockResolvedValue(
    ok({ chatModels: ['fake-chat'], imageModel: null, credits: { chat: 12, image: 0 } }),
  );
});
afterEach(() => vi.clearAllMocks());

describe('RechargePage (issue 34, /MidjourneyRecharge)', () => {
  it('shows both balances and the credits on sale, and pays an order on the payment page every order uses', async () => {
    vi.mocked(api.getCreditOffers).mockImplementation(async (kind) =>
      ok(kind === 'chat' ? [offer(3, 'chatgpt', 100, 990)] : []),
    );
    vi.mocked(api.orderCredits).mockResolvedValue(ok({ orderId: 41, orderNo: 'QL41', amountFen: 990 }));
    renderPage(<RechargePage />, '/MidjourneyRecharge');
    await waitFor(() => expect(screen.getByTestId('ai-balance-chat').textContent).toContain('12'));
    expect(screen.getByTestId('ai-balance-image').textContent).toContain('0');
    const chat = await screen.findByTestId('ai-offer-chat');
    expect(chat.textContent).toContain('Chat pack 100');
    expect(chat.textContent).toContain('100 credits');
    expect(await screen.findByText('Nothing on sale yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add products to the catalogue' })).toBeNull();

    fireEvent.click(within(chat).getByRole('button', { name: 'Buy (¥9.9)' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/user/UpgradeAccountPayment?orderId=41');
    expect(api.orderCredits).toHaveBeenCalledWith(3, 990);
  });

  it('shows the platform administrator where to put products on sale', async () => {
    sessionStore.set({ ...userInfoFixture(), roles: ['admin'] });
    vi.mocked(api.getCreditOffers).mockResolvedValue(ok([]));
    renderPage(<RechargePage />, '/MidjourneyRecharge');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Add products to the catalogue' })).toHaveLength(2));
  });
});
