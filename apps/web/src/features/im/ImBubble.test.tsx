import { IM_FRAME_MESSAGE } from '@questline/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n';
import { sessionStore } from '../../session/store';
import { userInfoFixture } from '../../test/fixtures/user';
import { ImBubble } from './ImBubble';
import { imSignals } from './signals';

vi.mock('../../api/im', () => ({ getImToken: vi.fn() }));

function renderBubble() {
  return render(
    <AntdApp>
      <ImBubble />
    </AntdApp>,
  );
}

/** A message the chat frame posts to the workspace, from `source` at `origin`. */
function fromFrame(source: Window | null, origin: string, type: string = IM_FRAME_MESSAGE.newMessage) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type }, origin, source }));
  });
}

/**
 * Spec point 2 "Layout pieces after login", issue 33: the messaging bubble blinks with a dot from a new message
 * until its dialog opens; the word comes from the workspace's socket or, once loaded, from the chat frame itself,
 * never from another window or origin.
 */
describe('the messaging bubble', () => {
  beforeEach(async () => {
    await changeLocale('en');
    sessionStore.set(userInfoFixture());
  });

  it('blinks with a dot at a new message and stops when its dialog opens on the chat', async () => {
    renderBubble();
    const bubble = screen.getByRole('button', { name: 'Messages' });
    expect(bubble.getAttribute('data-blinking')).toBe('false');
    expect(screen.queryByTestId('im-bubble-dot')).toBeNull();
    act(() => imSignals.publish({ kind: 'message' }));
    expect(screen.getByRole('button', { name: 'Messages: new messages' }).getAttribute('data-blinking')).toBe('true');
    expect(screen.getByTestId('im-bubble-dot')).toBeTruthy();
    fireEvent.click(bubble);
    const frame = await screen.findByTitle('Chat');
    expect(frame.getAttribute('src')).toBe('/im');
    expect(await screen.findByRole('dialog', { name: 'Messages' })).toBeTruthy();
    expect(bubble.getAttribute('data-blinking')).toBe('false');
  });

  it('opens on the direct chat with a person found by search everywhere (issue 35)', async () => {
    renderBubble();
    act(() => imSignals.publish({ kind: 'open', target: { withUserId: 7 } }));
    expect((await screen.findByTitle('Chat')).getAttribute('src')).toBe('/im?with=7');
  });

  it("hears the frame's new-message once loaded, and nothing from another window or origin", async () => {
    renderBubble();
    fireEvent.click(screen.getByTestId('im-bubble'));
    const frame = (await screen.findByTitle('Chat')) as HTMLIFrameElement;
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const bubble = screen.getByTestId('im-bubble');
    fromFrame(frame.contentWindow, 'https://elsewhere.example');
    fromFrame(window, window.location.origin);
    expect(bubble.getAttribute('data-blinking')).toBe('false');
    fromFrame(frame.contentWindow, window.location.origin);
    expect(bubble.getAttribute('data-blinking')).toBe('true');
  });

  it('opens the chat at a message when a mention asks', async () => {
    renderBubble();
    act(() => imSignals.publish({ kind: 'open', target: { conversationId: 4, messageId: 9 } }));
    expect((await screen.findByTitle('Chat')).getAttribute('src')).toBe('/im?conversationId=4&messageId=9');
  });

  it('is not there for a visitor of the live demo', () => {
    sessionStore.set({ ...userInfoFixture(), demo: true });
    renderBubble();
    expect(screen.queryByTestId('im-bubble')).toBeNull();
  });
});
