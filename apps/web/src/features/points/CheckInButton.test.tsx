import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/points';
import { changeLocale } from '../../i18n';
import { renderPage } from '../../test/renderPage';
import { CheckInButton } from './CheckInButton';
import { ok } from '../../test/api';

vi.mock('../../api/points', () => ({ getPointsSummary: vi.fn(), checkIn: vi.fn(), getSignInDays: vi.fn() }));

const summary = (data: { balance: number; signedInToday: boolean; streakDay: number; todayPoints: number }) => ({
  code: 200 as const,
  msg: '',
  data,
});

beforeEach(async () => {
  await changeLocale('en');
});
afterEach(() => vi.clearAllMocks());

describe('CheckInButton (spec point 9, issue 30)', () => {
  it('checks in for the points the rule offers today, then shows the run and the balance', async () => {
    vi.mocked(api.getPointsSummary)
      .mockResolvedValueOnce(summary({ balance: 10, signedInToday: false, streakDay: 3, todayPoints: 3 }))
      .mockResolvedValue(summary({ balance: 13, signedInToday: true, streakDay: 3, todayPoints: 0 }));
    vi.mocked(api.checkIn).mockResolvedValue(ok({ points: 3, streakDay: 3, balance: 13 }));
    renderPage(<CheckInButton />, '/');
    const button = await screen.findByRole('button', { name: 'Check in +3' });
    expect(button.getAttribute('title')).toBe('Daily check-in: earn 3 points (you have 10)');
    fireEvent.click(button);
    await waitFor(() => expect(api.checkIn).toHaveBeenCalledWith(3));
    expect(await screen.findByText('Checked in: +3 points, 13 in all')).toBeTruthy();
    expect((await screen.findByTestId('points-streak')).textContent).toContain(
      'Day 3 of your check-in run · 13 points',
    );
  });

  it('shows the run in Chinese, and only the balance when compact', async () => {
    await changeLocale('zh');
    vi.mocked(api.getPointsSummary).mockResolvedValue(
      summary({ balance: 21, signedInToday: true, streakDay: 6, todayPoints: 0 }),
    );
    renderPage(<CheckInButton />, '/');
    expect((await screen.findByTestId('points-streak')).textContent).toContain('已连续签到 6 天 · 21 积分');
    cleanup();
    renderPage(<CheckInButton compact />, '/');
    expect((await screen.findByTestId('points-streak')).textContent.trim()).toBe('21');
  });
});
