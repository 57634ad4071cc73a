import type { PointsEntryRow } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as issues from '../../api/issues';
import * as points from '../../api/points';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import * as saving from '../../ui/saveBlob';
import { PointsLedgerTable } from './PointsLedgerTable';
import { ok } from '../../test/api';

vi.mock('../../api/points', () => ({
  getPointsLedger: vi.fn(),
  exportPointsLedger: vi.fn(),
  reversePointsEntry: vi.fn(),
  adjustPoints: vi.fn(),
}));
vi.mock('../../api/issues', () => ({ downloadFile: vi.fn() }));
vi.mock('../../ui/saveBlob', () => ({ saveBlob: vi.fn() }));

const entry = (id: number, fields: Partial<PointsEntryRow>): PointsEntryRow => ({
  id,
  userId: 5,
  userName: 'Ann',
  points: 3,
  source: 'signIn',
  reason: 'signIn:2026-06-03',
  balanceAfter: 3,
  refId: null,
  createTime: '2026-06-03T02:00:00.000Z',
  ...fields,
});

beforeEach(async () => {
  await changeLocale('en');
  vi.mocked(points.getPointsLedger).mockResolvedValue({
    code: 200,
    msg: '',
    rows: [entry(9, { source: 'adjustment', points: 40, reason: 'Bug bounty', balanceAfter: 43 }), entry(8, {})],
    total: 2,
  });
  vi.mocked(points.exportPointsLedger).mockResolvedValue(ok({ fileName: 'f' }));
  vi.mocked(issues.downloadFile).mockResolvedValue(new Blob(['xlsx']));
  vi.mocked(points.reversePointsEntry).mockResolvedValue(ok(entry(10, {})));
});
afterEach(() => vi.clearAllMocks());

describe('PointsLedgerTable (spec point 3 "points record", issue 30)', () => {
  it('shows a person’s entries with their source and details, filtered by source from page 1', async () => {
    renderPage(<PointsLedgerTable />, '/user/integralPage');
    expect(await screen.findByText('Bug bounty')).toBeTruthy();
    expect(screen.getByText('+40')).toBeTruthy();
    expect(screen.getByText('2026-06-03')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    expect(points.getPointsLedger).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10 });
  });

  it('lets the administrator export the filtered view and reverse an entry after asking', async () => {
    renderPage(<PointsLedgerTable admin />, '/admin/mall');
    await screen.findByText('Bug bounty');
    fireEvent.change(screen.getByLabelText('User ID'), { target: { value: '5' } });
    await waitFor(() =>
      expect(points.getPointsLedger).toHaveBeenLastCalledWith({ userId: 5, pageNum: 1, pageSize: 10 }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(saving.saveBlob).toHaveBeenCalled());
    expect(points.exportPointsLedger).toHaveBeenCalledWith({ userId: 5 });
    const row = screen.getByText('Bug bounty').closest('tr');
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Reverse' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(points.reversePointsEntry).toHaveBeenCalledWith(9));
  });
});
