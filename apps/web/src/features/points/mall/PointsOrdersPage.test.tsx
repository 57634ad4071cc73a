import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as mall from '../../../api/mall';
import { changeLocale } from '../../../i18n';
import { renderPage } from '../../../test/renderPage';
import PointsOrdersPage from './PointsOrdersPage';
import { pointsOrderFixture } from '../../../test/fixtures/pointsMall';
import { ok } from '../../../test/api';

vi.mock('../../../api/mall', () => ({ getMyPointsOrders: vi.fn(), confirmReceipt: vi.fn() }));

const order = pointsOrderFixture;

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(mall.getMyPointsOrders).mockResolvedValue({
    code: 200,
    msg: '',
    rows: [
      order(2, {
        status: 'shipped',
        carrier: 'SF Express',
        trackingNo: 'SF123',
        shippedTime: '2026-06-02T12:00:00.000Z',
      }),
      order(1, {}),
    ],
    total: 2,
  });
  vi.mocked(mall.confirmReceipt).mockResolvedValue(ok(order(2, { status: 'received' })));
});
afterEach(() => vi.clearAllMocks());

describe('PointsOrdersPage (spec points 2 "forpoint" and 3 "Points order status", issue 30)', () => {
  it('shows each order’s status with the tracking number, and when a shipped one receives itself', async () => {
    renderPage(<PointsOrdersPage />, '/user/forpoint');
    expect(await screen.findByText('Shipped · SF Express SF123')).toBeTruthy();
    expect(screen.getAllByText('To ship')).toHaveLength(2);
    expect(screen.getByText(/Counts as received on 2026-06-16/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Confirm receipt' })).toHaveLength(1);
  });

  it('confirms receipt after asking, and filters by status from page 1', async () => {
    renderPage(<PointsOrdersPage />, '/user/forpoint');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(mall.confirmReceipt).toHaveBeenCalledWith(2));
    fireEvent.click(screen.getByText('Received'));
    await waitFor(() =>
      expect(mall.getMyPointsOrders).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 10, status: 'received' }),
    );
  });
});
