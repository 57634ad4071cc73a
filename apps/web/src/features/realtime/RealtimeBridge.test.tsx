import type { PendingNotification } from '@questline/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as accountApi from '../../api/account';
import * as clientApi from '../../api/client';
import * as noticesApi from '../../api/notices';
import * as projectsApi from '../../api/projects';
import { changeLocale } from '../../i18n';
import { logout } from '../../session/logout';
import { clearSession, sessionStore } from '../../session/store';
import { setToken } from '../../session/token';
import { userInfoFixture } from '../../test/fixtures/user';
import { renderPage } from '../../test/renderPage';
import { cardFixture } from '../../test/fixtures/projects';
import { type ImSignal, imSignals } from '../im/signals';
import RealtimeBridge from './RealtimeBridge';
import { ok } from '../../test/api';
import { createFakeSocket } from '../../test/fakeSocket';
import { restoreRealTimers } from '../../test/timers';

/** A socket.io client that records what is emitted and lets the test play the server. */
const fakeSocket = createFakeSocket();

vi.mock('socket.io-client', () => ({ io: vi.fn(() => fakeSocket) }));
vi.mock('../../api/projects', () => ({ getMyProjects: vi.fn() }));
vi.mock('../../api/notices', () => ({ getMessage: vi.fn() }));
vi.mock('../../api/account', () => ({ logoutCall: vi.fn() }));
vi.mock('../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof clientApi>()),
  offerSignInAgain: vi.fn(),
}));

function notification(index: number, overrides: Partial<PendingNotification> = {}): { data: PendingNotification } {
  return {
    data: {
      projectName: 'Beta',
      projectId: 6,
      questionTitle: `Crash number ${String(index)}`,
      questionId: 200 + index,
      number: index,
      kind: 'assigned',
      messageId: 900 + index,
      operatorName: 'Ann',
      createTime: '2026-11-24T07:00:00.000Z',
      ...overrides,
    },
  };
}

async function connected() {
  const rendered = renderPage(<RealtimeBridge />, '/backlog');
  const { io } = await import('socket.io-client');
  await waitFor(() => expect(io).toHaveBeenCalled());
  fakeSocket.connected = true;
  fakeSocket.serverSends('connect');
  return rendered;
}

beforeEach(async () => {
  await changeLocale('en');
  setToken('session-token');
  sessionStore.set(userInfoFixture({ userId: 7 }));
  fakeSocket.handlers.clear();
  fakeSocket.connected = false;
  vi.mocked(projectsApi.getMyProjects).mockResolvedValue(
    ok({ current: cardFixture({ projectId: 5 }), projects: [cardFixture({ projectId: 5 })] }),
  );
  vi.mocked(noticesApi.getMessage).mockResolvedValue(ok(null as never));
});
afterEach(() => {
  clearSession();
  vi.clearAllMocks();
  restoreRealTimers();
});

describe('RealtimeBridge (issue 11, spec point 7 "Transport")', () => {
  it('connects with the session token and language, then joins the user and the current project', async () => {
    await connected();
    const { io } = await import('socket.io-client');
    // A WebSocket first, so that a round-robin proxy in front of several instances needs no stickiness (ADR 0136).
    expect(io).toHaveBeenCalledWith({
      path: '/socket.io',
      auth: { token: 'session-token', language: 'en-US' },
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
    });
    await waitFor(() => expect(fakeSocket.emit).toHaveBeenCalledWith('goInRoom', { userId: 7, projectId: 5 }));
    expect(fakeSocket.emit).toHaveBeenCalledWith('accept_send', { userId: 7 });
    const stack = screen.getByTestId('notification-stack');
    expect(stack.dataset.joined).toBe('false');
    fakeSocket.serverSends('accept_response', { code: 200, msg: 'joined', userId: 7 });
    expect(stack.dataset.joined).toBe('true');
  });

  it('shows a notification with its title, project and text, and refreshes to-dos, messages and issues', async () => {
    const { client } = await connected();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fakeSocket.serverSends('receivePendingNotification', notification(12));
    const item = await screen.findByTestId('notification-item');
    expect(item.textContent).toContain('An issue is waiting for you to handle');
    expect(item.textContent).toContain('Beta');
    expect(item.textContent).toContain('#12 Crash number 12');
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['todos'], ['notices'], ['issues', 6]]));
  });

  it('stacks at most three and counts the rest; closing one brings the next', async () => {
    await connected();
    for (const index of [1, 2, 3, 4, 5]) fakeSocket.serverSends('receivePendingNotification', notification(index));
    expect(await screen.findAllByTestId('notification-item')).toHaveLength(3);
    expect(screen.getByTestId('notification-more').textContent).toBe('+2 more');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification #1 Crash number 1' }));
    await waitFor(() => expect(screen.getByTestId('notification-more').textContent).toBe('+1 more'));
    expect(screen.getByText('#4 Crash number 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close all' }));
    await waitFor(() => expect(screen.queryAllByTestId('notification-item')).toHaveLength(0));
  });

  it('closes a notification by itself after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await connected();
    fakeSocket.serverSends('receivePendingNotification', notification(1));
    await screen.findByTestId('notification-item');
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.queryAllByTestId('notification-item')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.queryAllByTestId('notification-item')).toHaveLength(0);
  });

  it('jumps to the issue in its project, makes that project current and reads the message', async () => {
    await connected();
    fakeSocket.serverSends('receivePendingNotification', notification(3, { kind: 'mentioned' }));
    expect((await screen.findByTestId('notification-item')).textContent).toContain('You were mentioned in a comment');
    fireEvent.click(screen.getByRole('button', { name: 'View details' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/problem?projectId=6&questionId=203');
    await waitFor(() => expect(projectsApi.getMyProjects).toHaveBeenCalledWith(6));
    await waitFor(() => expect(noticesApi.getMessage).toHaveBeenCalledWith(903));
  });

  it('stacks a work order’s news and opens its page, reading the message, without touching projects (issue 31)', async () => {
    await connected();
    fakeSocket.serverSends('workOrderChanged', {
      workOrderId: 12,
      label: 'WO-12',
      title: 'Invoice missing',
      kind: 'workOrderReply',
      messageId: 77,
      operatorName: 'Sam',
      createTime: '2026-11-24T07:00:00.000Z',
    });
    const item = await screen.findByTestId('notification-item');
    expect(item.textContent).toContain('A work order has a new reply');
    expect(item.textContent).toContain('WO-12 Invoice missing');
    fireEvent.click(screen.getByRole('button', { name: 'View details' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/woprocess?id=12');
    await waitFor(() => expect(noticesApi.getMessage).toHaveBeenCalledWith(77));
    expect(projectsApi.getMyProjects).not.toHaveBeenCalledWith(expect.anything());
  });

  it("offers to sign in again when the session ends elsewhere, but not for this tab's own logout", async () => {
    await connected();
    let answerLogout: (value: unknown) => void = () => undefined;
    vi.mocked(accountApi.logoutCall).mockImplementation(
      () => new Promise((resolve) => (answerLogout = resolve)) as never,
    );
    const leaving = logout();
    // The server tells the session's sockets before it answers the logout itself.
    fakeSocket.serverSends('session_ended', { code: 401, msg: 'expired' });
    answerLogout(ok(null));
    await leaving;
    fakeSocket.serverSends('session_ended', { code: 401, msg: 'expired' });
    expect(clientApi.offerSignInAgain).not.toHaveBeenCalled();

    setToken('fresh-token');
    fakeSocket.serverSends('session_ended', { code: 401, msg: 'expired' });
    expect(clientApi.offerSignInAgain).toHaveBeenCalledTimes(1);
  });

  it('hands a new chat message to the bubble, and offers to open the chat at a message that mentions the person', async () => {
    await connected();
    const heard: ImSignal[] = [];
    const stop = imSignals.subscribe((signal) => heard.push(signal));
    const hint = { conversationId: 4, messageId: 40, conversationName: 'Beta', senderName: 'Ann', mentioned: false };
    fakeSocket.serverSends('imNewMessage', hint);
    expect(heard).toEqual([{ kind: 'message', hint }]);
    expect(screen.queryByText('Ann mentioned you')).toBeNull();
    fakeSocket.serverSends('imNewMessage', { ...hint, messageId: 41, mentioned: true });
    fireEvent.click(await screen.findByRole('button', { name: 'View' }));
    expect(heard.at(-1)).toEqual({ kind: 'open', target: { conversationId: 4, messageId: 41 } });
    stop();
  });

  it('disconnects when the layout goes', async () => {
    await connected();
    cleanup();
    expect(fakeSocket.disconnect).toHaveBeenCalled();
  });
});
