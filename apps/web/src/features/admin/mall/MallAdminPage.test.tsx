import type { CommodityRow } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as mall from '../../../api/mall';
import { changeLocale } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import { pointsOrderFixture } from '../../../test/fixtures/pointsMall';
import MallAdminPage from './MallAdminPage';
import { ok, page } from '../../../test/api';

vi.mock('../../../api/mall', () => ({
  getAdminCommodities: vi.fn(),
  addCommodity: vi.fn(),
  editCommodity: vi.fn(),
  uploadCommodityImage: vi.fn(),
  getAdminPointsOrders: vi.fn(),
  shipPointsOrder: vi.fn(),
}));
vi.mock('../../../api/points', () => ({ getPointsLedger: vi.fn() }));

const mug: CommodityRow = {
  commodityId: 7,
  name: 'Mug',
  description: '',
  pointsPrice: 30,
  stock: 2,
  imageUrl: null,
  image: '',
  nameZh: '马克杯',
  nameEn: 'Mug',
  descriptionZh: '',
  descriptionEn: '',
  onSale: true,
  sold: 8,
};
const toShip = pointsOrderFixture(3, { orderNo: 'JF20260601AAAA' });

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(mall.getAdminCommodities).mockResolvedValue(ok([mug]));
  vi.mocked(mall.addCommodity).mockResolvedValue({
    code: 200,
    msg: '',
    data: { ...mug, commodityId: 9, name: 'Tote' },
  });
  vi.mocked(mall.getAdminPointsOrders).mockResolvedValue(page([toShip]));
  vi.mocked(mall.shipPointsOrder).mockResolvedValue(ok({ ...toShip, status: 'shipped' }));
});
afterEach(() => vi.clearAllMocks());

describe('MallAdminPage (issue 30, ADR 0112)', () => {
  it('adds a commodity with its names in both languages, price, stock and sale state', async () => {
    renderPage(<MallAdminPage />, '/admin/mall');
    expect(await screen.findByText('马克杯')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add a commodity/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await within(dialog).findAllByText('Enter the commodity name in Chinese and in English')).length).toBe(2);
    fireEvent.change(within(dialog).getByLabelText('Chinese name'), { target: { value: '帆布袋' } });
    fireEvent.change(within(dialog).getByLabelText('English name'), { target: { value: 'Tote' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(mall.addCommodity).toHaveBeenCalledWith(
        expect.objectContaining({
          nameZh: '帆布袋',
          nameEn: 'Tote',
          pointsPrice: 100,
          stock: 10,
          onSale: true,
          image: '',
        }),
      ),
    );
  });

  it('ships an order to ship with its carrier and tracking number, both required', async () => {
    renderPage(<MallAdminPage />, '/admin/mall');
    fireEvent.click(await screen.findByRole('tab', { name: 'Points orders' }));
    const row = (await screen.findByText('JF20260601AAAA')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(await within(dialog).findByText('Enter the carrier')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Carrier'), { target: { value: 'SF Express' } });
    fireEvent.change(within(dialog).getByLabelText('Tracking number'), { target: { value: 'SF123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await waitFor(() =>
      expect(mall.shipPointsOrder).toHaveBeenCalledWith({ orderId: 3, carrier: 'SF Express', trackingNo: 'SF123' }),
    );
    expect(mall.getAdminPointsOrders).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10, status: 'toShip' });
  });
});
