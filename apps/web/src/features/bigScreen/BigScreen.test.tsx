import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as projectsApi from '../../api/projects';
import * as statsApi from '../../api/stats';
import { changeLocale } from '../../i18n';
import { clearSession, sessionStore } from '../../session/store';
import { removeToken, setToken } from '../../session/token';
import { userInfoFixture } from '../../test/fixtures/user';
import { renderPage } from '../../test/renderPage';
import { cardFixture } from '../../test/fixtures/projects';
import { boardFixture, myStatsFixture } from '../../test/fixtures/stats';
import BigScreenFullPage, { CYCLE_SECONDS } from './BigScreenFullPage';
import BigScreenInfoPage from './BigScreenInfoPage';
import BigScreenPage from './BigScreenPage';
import { ok } from '../../test/api';
import { createFakeSocket } from '../../test/fakeSocket';
import { restoreRealTimers } from '../../test/timers';

const fakeSocket = createFakeSocket();

vi.mock('socket.io-client', () => ({ io: vi.fn(() => fakeSocket) }));
vi.mock('../../api/stats', () => ({ getBoard: vi.fn(), getMyStats: vi.fn() }));
vi.mock('../../api/projects', () => ({ getMyProjects: vi.fn() }));
vi.mock('../../ui/EChart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const beta = cardFixture({ projectId: 6, projectName: 'Beta' });
const gamma = cardFixture({ projectId: 8, projectName: 'Gamma' });

beforeEach(async () => {
  await changeLocale('en');
  setToken('session-token');
  sessionStore.set(userInfoFixture({ userId: 7 }));
  fakeSocket.handlers.clear();
  vi.mocked(projectsApi.getMyProjects).mockResolvedValue(ok({ current: beta, projects: [beta, gamma] }));
  vi.mocked(statsApi.getBoard).mockImplementation(async (query) =>
    ok(boardFixture(Number(query.projectId) === 8 ? { projectId: 8, projectName: 'Gamma' } : {})),
  );
  vi.mocked(statsApi.getMyStats).mockResolvedValue(ok(myStatsFixture));
});
afterEach(() => {
  cleanup();
  restoreRealTimers();
  vi.clearAllMocks();
});

describe('/bigScreenInfo (issue 13 big screen)', () => {
  it('shows one project’s health, funnel, load and activity, and refetches on questionChanged', async () => {
    renderPage(<BigScreenInfoPage />, '/bigScreenInfo', '/bigScreenInfo?projectId=6');
    expect((await screen.findByTestId('board-project')).textContent).toBe('Beta');
    expect(screen.getByTestId('board-open').textContent).toBe('7');
    expect(screen.getByTestId('board-createdToday').textContent).toBe('3');
    expect(
      screen.getByRole('img', { name: 'Workflow: To solve 5, Repairing 2, To verify 0, To re-verify 0, Resolved 5' }),
    ).toBeTruthy();
    expect(screen.getByTestId('board-activity').textContent).toContain('Ann · Passed review · #17 Crash on save');

    await waitFor(() => expect(fakeSocket.handlers.has('questionChanged')).toBe(true));
    fakeSocket.serverSends('connect');
    expect(fakeSocket.emit).toHaveBeenCalledWith('goInRoom', { userId: 7, projectId: 6 });
    fakeSocket.serverSends('goInRoom_response', { code: 200, msg: '', projectId: 6 });
    expect(screen.getByRole('status').textContent).toBe('Live');
    vi.mocked(statsApi.getBoard).mockResolvedValue(ok(boardFixture({ resolvedToday: 2 })));
    fakeSocket.serverSends('questionChanged', { projectId: 6, questionId: 100, action: 3, toStatus: 7 });
    await waitFor(() => expect(screen.getByTestId('board-resolvedToday').textContent).toBe('2'));
  });

  it('offers to sign in, and shows nothing, without a session', async () => {
    clearSession();
    removeToken();
    renderPage(<BigScreenInfoPage />, '/bigScreenInfo', '/bigScreenInfo?projectId=6');
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/login?redirect=%2FbigScreenInfo%3FprojectId%3D6');
    expect(statsApi.getBoard).not.toHaveBeenCalled();
  });

  it('says so when the project is not the viewer’s', async () => {
    vi.mocked(statsApi.getBoard).mockRejectedValue(new Error('Not found'));
    renderPage(<BigScreenInfoPage />, '/bigScreenInfo', '/bigScreenInfo?projectId=99');
    expect(await screen.findByText('This project does not exist, or you are not one of its members.')).toBeTruthy();
  });
});

describe('/bigScreenFull', () => {
  it('cycles through the viewer’s projects on a timer and watches all their rooms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(<BigScreenFullPage />, '/bigScreenFull');
    expect((await screen.findByTestId('board-project')).textContent).toBe('Beta');
    expect(screen.getByText(/Project 1 of 2/)).toBeTruthy();
    fakeSocket.serverSends('connect');
    expect(fakeSocket.emit).toHaveBeenCalledWith('goInRoom', { userId: 7, projectId: 8 });
    await act(() => vi.advanceTimersByTimeAsync(CYCLE_SECONDS * 1000));
    await waitFor(() => expect(screen.getByTestId('board-project').textContent).toBe('Gamma'));
    expect(screen.getByText(/Project 2 of 2/)).toBeTruthy();
  });
});

describe('bigScreen in the workspace (cross-project statistics)', () => {
  it('lists each project’s health with the way to its wall display', async () => {
    renderPage(<BigScreenPage />, '/bigScreen');
    expect(await screen.findByText('Gamma')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wall display: Beta' }).getAttribute('href')).toBe(
      '/bigScreenInfo?projectId=6',
    );
    expect(screen.getByRole('link', { name: /Open the wall display/ }).getAttribute('href')).toBe('/bigScreenFull');
    expect(
      screen.getByRole('img', { name: 'Issues of all your projects by status: To solve 6, Resolved 5' }),
    ).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    await changeLocale('zh');
    renderPage(<BigScreenPage />, '/bigScreen');
    expect(await screen.findByText('打开大屏展示（全部项目）')).toBeTruthy();
  });
});
