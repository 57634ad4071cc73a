import type { AiChatEvent, AiConversationRow, AiMessage, AiStatus } from '@questline/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/ai';
import { changeLocale } from '../../i18n';
import { sessionStore } from '../../session/store';
import { userInfoFixture } from '../../test/fixtures/user';
import { renderPage } from '../../test/renderPage';
import ChatPage from './ChatPage';
import { ok, page } from '../../test/api';

vi.mock('../../api/ai', () => ({
  getAiStatus: vi.fn(),
  getConversations: vi.fn(),
  getConversation: vi.fn(),
  chat: vi.fn(),
  getEndpoint: vi.fn(),
}));

const status = (fields: Partial<AiStatus> = {}): AiStatus => ({
  chatModels: ['fake-chat'],
  imageModel: 'fake-image',
  credits: { chat: 5, image: 0 },
  ...fields,
});
const conversation: AiConversationRow = {
  conversationId: 7,
  title: 'Login fails',
  createTime: '2026-11-29T08:00:00.000Z',
  updateTime: '2026-11-29T08:00:00.000Z',
};
const message = (messageId: number, role: AiMessage['role'], content: string, fields: Partial<AiMessage> = {}) => ({
  messageId,
  role,
  content,
  status: 'complete' as const,
  model: role === 'assistant' ? 'fake-chat' : null,
  createTime: '2026-11-29T08:00:00.000Z',
  ...fields,
});

/** The stream the server would send, line by line, with a pause the test controls before the end. */
function streaming(lines: AiChatEvent[], end: AiChatEvent | null) {
  let finish: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    finish = resolve;
  });
  vi.mocked(api.chat).mockImplementation(async (_input, onEvent) => {
    for (const line of lines) onEvent(line);
    await released;
    if (end) onEvent(end);
  });
  return () => finish();
}

beforeEach(async () => {
  // jsdom lays nothing out, so it has no scrolling; the thread keeps its newest line in view.
  Element.prototype.scrollIntoView = vi.fn();
  await changeLocale('en');
  sessionStore.set(userInfoFixture());
  vi.mocked(api.getConversations).mockResolvedValue(page([]));
});
afterEach(() => vi.clearAllMocks());

async function ask(prompt: string) {
  fireEvent.change(await screen.findByLabelText('Your question'), { target: { value: prompt } });
  fireEvent.click(screen.getByRole('button', { name: /Send/ }));
}

describe('ChatPage (issue 34, /ChatGPT)', () => {
  it('writes the answer as it streams, then shows it kept and the balance it left', async () => {
    vi.mocked(api.getAiStatus).mockResolvedValue(ok(status()));
    const release = streaming(
      [
        { type: 'start', conversation, prompt: message(1, 'user', 'Why does login fail?'), reserved: 2 },
        { type: 'delta', text: 'Check the ' },
        { type: 'delta', text: 'cookie.' },
      ],
      { type: 'end', answer: message(2, 'assistant', 'Check the cookie.'), charged: 1, credits: { chat: 4, image: 0 } },
    );
    renderPage(<ChatPage />, '/ChatGPT');
    expect(await screen.findByText('Chat credits: 5')).toBeTruthy();
    await ask('Why does login fail?');

    const writing = await screen.findByTestId('ai-writing');
    expect(writing.closest('[data-testid="ai-answer"]')?.textContent).toContain('Check the cookie.');
    expect(screen.getByRole('log').getAttribute('aria-busy')).toBe('true');
    expect(api.chat).toHaveBeenCalledWith(
      { conversationId: undefined, model: 'fake-chat', prompt: 'Why does login fail?' },
      expect.any(Function),
    );
    release();
    await waitFor(() => expect(screen.queryByTestId('ai-writing')).toBeNull());
    expect(screen.getByText('Chat credits: 4')).toBeTruthy();
    expect(screen.getByTestId('ai-answer').getAttribute('data-status')).toBe('complete');
    expect(screen.getByRole('log').getAttribute('aria-busy')).toBe('false');
  });

  it('says an answer was cut off, whether the server kept it so or the connection broke', async () => {
    vi.mocked(api.getAiStatus).mockResolvedValue(ok(status()));
    const start: AiChatEvent = { type: 'start', conversation, prompt: message(1, 'user', 'Explain'), reserved: 2 };
    const cut = message(2, 'assistant', 'Half of it', { status: 'cutOff' });
    streaming([start, { type: 'delta', text: 'Half of it' }], {
      type: 'end',
      answer: cut,
      charged: 0,
      credits: null,
    })();
    renderPage(<ChatPage />, '/ChatGPT');
    await ask('Explain');
    expect(await screen.findByTestId('ai-cut-off')).toBeTruthy();
    expect(screen.getByTestId('ai-answer').textContent).toContain('Half of it');

    // The connection broke: no last line came.
    streaming(
      [
        { ...start, prompt: message(3, 'user', 'Again') },
        { type: 'delta', text: 'Part' },
      ],
      null,
    )();
    await ask('Again');
    await waitFor(() => expect(screen.getAllByTestId('ai-cut-off')).toHaveLength(2));
  });

  it('offers the recharge link instead of sending when the balance is spent', async () => {
    vi.mocked(api.getAiStatus).mockResolvedValue(ok(status({ credits: { chat: 0, image: 3 } })));
    renderPage(<ChatPage />, '/ChatGPT');
    const alert = await screen.findByTestId('ai-no-credits');
    expect(alert.textContent).toContain('You have no chat credits left.');
    expect(within(alert).getByRole('link', { name: 'Top up' }).getAttribute('href')).toBe('/MidjourneyRecharge');
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Hi' } });
    expect(screen.getByRole('button', { name: /Send/ }).hasAttribute('disabled')).toBe(true);
  });

  it('tells people plainly when no endpoint is set, and shows the platform administrator where to set it', async () => {
    vi.mocked(api.getAiStatus).mockResolvedValue(ok(status({ chatModels: [] })));
    renderPage(<ChatPage />, '/ChatGPT');
    expect(await screen.findByText('AI chat is not set up on this site yet')).toBeTruthy();
    expect(screen.getByText('Ask the platform administrator to set up the AI service.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /AI settings|Set up/ })).toBeNull();
  });

  it('opens the settings from the "not set up" page for the platform administrator', async () => {
    sessionStore.set({ ...userInfoFixture(), roles: ['admin'] });
    vi.mocked(api.getAiStatus).mockResolvedValue(ok(status({ chatModels: [] })));
    vi.mocked(api.getEndpoint).mockResolvedValue(
      ok({ source: 'none', baseUrl: '', keyHint: '', chatModels: [], imageModel: '' }),
    );
    renderPage(<ChatPage />, '/ChatGPT');
    fireEvent.click(await screen.findByRole('button', { name: /Set up the AI service/ }));
    const dialog = await screen.findByRole('dialog', { name: 'AI service' });
    expect(await within(dialog).findByLabelText('Address')).toBeTruthy();
    expect(within(dialog).getByText('No AI service is set yet.')).toBeTruthy();
  });

  it('opens a kept conversation from the list', async () => {
    vi.mocked(api.getAiStatus).mockResolvedValue(ok(status()));
    vi.mocked(api.getConversations).mockResolvedValue(page([conversation]));
    vi.mocked(api.getConversation).mockResolvedValue(
      ok({ ...conversation, messages: [message(1, 'user', 'Why?'), message(2, 'assistant', 'Because.')] }),
    );
    const { router } = renderPage(<ChatPage />, '/ChatGPT');
    fireEvent.click(await screen.findByRole('button', { name: 'Login fails' }));
    expect(await screen.findByText('Because.')).toBeTruthy();
    expect(router.state.location.search).toBe('?conversationId=7');
    expect(screen.getByRole('button', { name: 'Login fails' }).getAttribute('aria-current')).toBe('page');
  });
});
