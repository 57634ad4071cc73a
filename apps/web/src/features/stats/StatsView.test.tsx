import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as iterationsApi from '../../api/iterations';
import * as settingsApi from '../../api/projectSettings';
import * as statsApi from '../../api/stats';
import { changeLocale } from '../../i18n';
import { sessionStore } from '../../session/store';
import { setToken } from '../../session/token';
import { userInfoFixture } from '../../test/fixtures/user';
import { renderPage } from '../../test/renderPage';
import StatsView from './StatsView';
import { distributionFixture, durationsFixture, trendFixture } from '../../test/fixtures/stats';
import { ok } from '../../test/api';
import { createFakeSocket } from '../../test/fakeSocket';

const fakeSocket = createFakeSocket();

vi.mock('socket.io-client', () => ({ io: vi.fn(() => fakeSocket) }));
vi.mock('../../api/stats', () => ({
  getStatsDistribution: vi.fn(),
  getStatsTrend: vi.fn(),
  getStatsDurations: vi.fn(),
}));
vi.mock('../../api/iterations', () => ({ getIterations: vi.fn() }));
vi.mock('../../api/projectSettings', () => ({ getVersions: vi.fn() }));
// jsdom has no canvas: the chart is its accessible name, which carries every figure it would draw.
vi.mock('../../ui/EChart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const PROJECT_ID = 6;
const lastQuery = () => vi.mocked(statsApi.getStatsDistribution).mock.lastCall?.[0];

beforeEach(async () => {
  await changeLocale('en');
  setToken('session-token');
  sessionStore.set(userInfoFixture({ userId: 7 }));
  fakeSocket.handlers.clear();
  vi.mocked(statsApi.getStatsDistribution).mockResolvedValue(ok(distributionFixture()));
  vi.mocked(statsApi.getStatsTrend).mockResolvedValue(ok(trendFixture));
  vi.mocked(statsApi.getStatsDurations).mockResolvedValue(ok(durationsFixture));
  vi.mocked(iterationsApi.getIterations).mockResolvedValue({
    code: 200,
    msg: '',
    rows: [
      {
        iterationId: 31,
        projectId: PROJECT_ID,
        iterationName: 'Sprint 7',
        startDate: '2026-11-02',
        endDate: '2026-11-13',
        status: 3,
        description: '',
        questionCount: 0,
        openCount: 0,
        creator: { userId: 1, name: 'Lead' },
        createTime: '2026-11-01T08:00:00.000Z',
        updateTime: '2026-11-01T08:00:00.000Z',
      },
    ],
    total: 1,
  });
  vi.mocked(settingsApi.getVersions).mockResolvedValue(
    ok([{ versionId: 4, projectId: PROJECT_ID, versionName: 'v2.0', icon: 'web' as never, sort: 0 }]),
  );
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const open = (at = '/problem?view=stats') =>
  renderPage(<StatsView projectId={PROJECT_ID} canManage={false} />, '/problem', at);

describe('StatsView (issue 13 statistics)', () => {
  it('shows the figures and charts with every count in their names', async () => {
    open();
    expect(await screen.findByText('Reopen rate')).toBeTruthy();
    expect(screen.getByTestId('stats-total').textContent).toContain('12');
    expect(screen.getByTestId('stats-overdue').textContent).toContain('2');
    expect(screen.getByTestId('stats-resolution').textContent).toContain('12.5');
    expect(screen.getByRole('img', { name: /^By status: To solve 5, Repairing 2, Resolved 5$/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^By module: None 4, Payments 8$/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Handler workload: Ann 6$/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /2026-11-24 \+2 \/ 4/ })).toBeTruthy();
    expect(lastQuery()).toMatchObject({ projectId: PROJECT_ID, granularity: 'day' });
  });

  it('says "no data" on charts with nothing to draw and "-" for a mean of nothing resolved (issue 38, point 8)', async () => {
    const none = distributionFixture({
      total: 0,
      open: 0,
      overdue: 0,
      reopen: { reopened: 0, finished: 0, rate: 0 },
      byStatus: [],
      byType: [],
      byPriority: [],
      bySeverity: [],
      byModule: [],
      byTerminal: [],
      byDefectCategory: [],
      byHandler: [],
    });
    vi.mocked(statsApi.getStatsDistribution).mockResolvedValue(ok(none));
    vi.mocked(statsApi.getStatsTrend).mockResolvedValue(
      ok({ ...trendFixture, buckets: trendFixture.buckets.map((bucket) => ({ ...bucket, created: 0, resolved: 0 })) }),
    );
    vi.mocked(statsApi.getStatsDurations).mockResolvedValue(
      ok({ ...durationsFixture, resolution: { count: 0, averageHours: 0 }, states: [] }),
    );
    open();
    expect(await screen.findByText('Reopen rate')).toBeTruthy();
    expect(screen.getByTestId('stats-resolution').textContent).toBe('Average time to resolve-');
    // Trend, status, handlers, six fields with the module, durations: every chart says so instead of empty axes.
    expect(screen.getAllByText('No data for these filters yet.')).toHaveLength(10);
    expect(
      screen.queryByRole('img', { name: /^(Created and resolved|By |Handler workload|Average hours)/ }),
    ).toBeNull();
  });

  it('filters by version and iteration from the lists, and keeps the filters in the address', async () => {
    const { router } = open();
    await screen.findByText('Reopen rate');
    fireEvent.mouseDown(screen.getByLabelText('Version'));
    fireEvent.click(await screen.findByTitle('v2.0'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ versionId: 4 }));
    fireEvent.mouseDown(screen.getByLabelText('Iteration'));
    fireEvent.click(await screen.findByTitle('Sprint 7'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ versionId: 4, iterationId: 31 }));
    expect(router.state.location.search).toBe('?view=stats&iterationId=31&versionId=4&granularity=day');
    fireEvent.click(screen.getByText('Week'));
    await waitFor(() =>
      expect(vi.mocked(statsApi.getStatsTrend).mock.lastCall?.[0]).toMatchObject({ granularity: 'week' }),
    );
  });

  it('reads a date range from the address and sends it', async () => {
    open('/problem?view=stats&from=2026-11-01&to=2026-11-20');
    await screen.findByText('Reopen rate');
    expect(lastQuery()).toMatchObject({ from: '2026-11-01', to: '2026-11-20' });
  });

  it('refetches when the project room tells of a change', async () => {
    open();
    await screen.findByText('Reopen rate');
    await waitFor(() => expect(fakeSocket.handlers.has('questionChanged')).toBe(true));
    fakeSocket.serverSends('connect');
    expect(fakeSocket.emit).toHaveBeenCalledWith('goInRoom', { userId: 7, projectId: PROJECT_ID });
    vi.mocked(statsApi.getStatsDistribution).mockResolvedValue(ok(distributionFixture({ total: 13 })));
    fakeSocket.serverSends('questionChanged', { projectId: PROJECT_ID, questionId: 1, action: 13, toStatus: 2 });
    await waitFor(() => expect(screen.getByTestId('stats-total').textContent).toContain('13'));
  });

  it('speaks Chinese', async () => {
    await changeLocale('zh');
    open();
    expect(await screen.findByText('重新打开率')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^按状态: 待解决 5/ })).toBeTruthy();
  });
});
