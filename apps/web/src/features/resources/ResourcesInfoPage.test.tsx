import type { ResourceDetail } from '@questline/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/resources';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import ResourcesInfoPage from './ResourcesInfoPage';
import { ok } from '../../test/api';

vi.mock('../../api/resources', () => ({
  getResource: vi.fn(),
  getResourceLink: vi.fn(),
  orderResource: vi.fn(),
  redeemResource: vi.fn(),
}));

const sold: ResourceDetail = {
  resourceId: 4,
  title: 'Defect report template',
  category: 'template',
  coverUrl: null,
  priceFen: 990,
  pointsPrice: 50,
  membersFree: true,
  downloads: 3,
  fileCount: 1,
  updateTime: '2026-06-01T08:00:00.000Z',
  description: 'Fields and examples',
  files: [{ fileId: 9, name: 'template.xlsx', size: 2048 }],
  entitlement: null,
  ways: { membership: true, money: true, points: true },
  pointsBalance: 80,
};

beforeEach(async () => {
  await changeLocale('en');
});
afterEach(() => vi.clearAllMocks());

/** Issue 32, spec point 6 "Resource download needs resource membership, or payment, or points" (ADR 0117). */
describe('ResourcesInfoPage', () => {
  it('offers the ways in to a reader without entitlement and keeps the download shut', async () => {
    vi.mocked(api.getResource).mockResolvedValue(ok(sold));
    vi.mocked(api.orderResource).mockResolvedValue(ok({ orderId: 31, orderNo: 'QL1', amountFen: 990 }));
    renderPage(<ResourcesInfoPage />, '/resourcesInfo', '/resourcesInfo?id=4');
    expect(await screen.findByRole('heading', { name: 'Defect report template' })).toBeTruthy();
    expect(screen.getByText('2 KB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download template.xlsx' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Become a resource member' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy (¥9.9)' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/user/UpgradeAccountPayment?orderId=31');
    expect(api.orderResource).toHaveBeenCalledWith(4, 990);
  });

  it('buys with points, then downloads through a short-lived link', async () => {
    vi.mocked(api.getResource)
      .mockResolvedValueOnce(ok(sold))
      .mockResolvedValue(ok({ ...sold, entitlement: 'purchased', pointsBalance: 30 }));
    vi.mocked(api.redeemResource).mockResolvedValue(ok({ ...sold, entitlement: 'purchased', pointsBalance: 30 }));
    vi.mocked(api.getResourceLink).mockResolvedValue(
      ok({ url: '/prod-api/questline/resources/download/t', expiresAt: '2026-06-01T08:05:00.000Z' }),
    );
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderPage(<ResourcesInfoPage />, '/resourcesInfo', '/resourcesInfo?id=4');
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem for 50 points (balance 80)' }));
    expect(await screen.findByText('You bought this resource: download it')).toBeTruthy();
    const download = screen.getByRole('button', { name: 'Download template.xlsx' });
    await waitFor(() => expect(download.hasAttribute('disabled')).toBe(false));
    fireEvent.click(download);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/prod-api/questline/resources/download/t'));
    expect(api.getResourceLink).toHaveBeenCalledWith(4, 9);
  });

  it('speaks Chinese', async () => {
    await changeLocale('zh');
    vi.mocked(api.getResource).mockResolvedValue(ok({ ...sold, entitlement: 'free', priceFen: 0, pointsPrice: 0 }));
    renderPage(<ResourcesInfoPage />, '/resourcesInfo', '/resourcesInfo?id=4');
    expect(await screen.findByText('免费资源，可以直接下载')).toBeTruthy();
    expect(screen.getByText('资源文件')).toBeTruthy();
  });
});
