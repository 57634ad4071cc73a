import { escapeHtml } from '../knowledge/snippet';
import { QUESTION_TITLE_MAX_BYTES } from '../issues/fields';
import { byteLength } from '../text';

/**
 * The AI pages (issue 34, ADR 0124): what a chat or an image costs, how much a request sets aside before it reaches
 * the endpoint, and the few texts made from a prompt. No zod here: the pages read these without the schema library
 * (ADR 0091).
 */

/** Chat credits pay for answers, image credits for pictures; each kind has its own balance. */
export const AI_CREDIT_KINDS = ['chat', 'image'] as const;
export type AiCreditKind = (typeof AI_CREDIT_KINDS)[number];

/** The catalogue's AI products (finance's `chatgpt` and `midjourney` kinds) and the credits each grants. */
export function aiCreditKindOf(productKind: 'chatgpt' | 'midjourney'): AiCreditKind {
  return productKind === 'chatgpt' ? 'chat' : 'image';
}

/** One chat credit pays for this many tokens, prompt and answer together, as the endpoint reports them. */
export const AI_TOKENS_PER_CREDIT = 1000;
/** The longest answer one request may ask the endpoint for (its `max_tokens`). */
export const AI_MAX_ANSWER_TOKENS = 1024;
/** A request whose credits cannot pay for at least this much answer is refused rather than cut short at once. */
export const AI_MIN_ANSWER_TOKENS = 64;
/** What a message's role and framing cost the endpoint besides its text (a generous upper bound). */
export const AI_MESSAGE_TOKEN_OVERHEAD = 8;
/** One prompt, in characters. */
export const AI_PROMPT_MAX_CHARS = 4000;
/** A new prompt is sent with the conversation's newest messages: at most this many, and this many UTF-8 bytes. */
export const AI_HISTORY_MAX_MESSAGES = 20;
export const AI_HISTORY_MAX_BYTES = 12_000;
/** Pictures one image request may ask for; each costs one image credit. */
export const AI_IMAGES_PER_REQUEST_MAX = 4;
/** A picture the endpoint sends (or links to) may be at most this large. */
export const AI_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const AI_CONVERSATION_TITLE_MAX = 60;
/** The endpoint's settings: how many chat models may be offered, and how long a model name may be. */
export const AI_CHAT_MODELS_MAX = 10;
export const AI_MODEL_NAME_MAX = 100;

/** Whole chat credits for what the endpoint reported, rounded up: a short question and answer cost one. */
export function chatCreditsFor(totalTokens: number): number {
  return Math.ceil(Math.max(0, totalTokens) / AI_TOKENS_PER_CREDIT);
}

/**
 * An upper bound on the prompt's tokens before the endpoint counts them: a token covers at least one byte of UTF-8
 * in every tokenizer the OpenAI-compatible endpoints use, plus each message's framing.
 */
export function promptTokenBound(messages: readonly { content: string }[]): number {
  return messages.reduce((sum, message) => sum + byteLength(message.content) + AI_MESSAGE_TOKEN_OVERHEAD, 0);
}

/** The fewest credits a chat request with this prompt needs: its prompt and the shortest answer worth asking for. */
export function chatCreditsNeeded(promptBound: number): number {
  return Math.ceil((promptBound + AI_MIN_ANSWER_TOKENS) / AI_TOKENS_PER_CREDIT);
}

/**
 * What a chat request sets aside from a balance before it calls the endpoint (ADR 0124): enough for the prompt and
 * the longest answer, or the whole balance when it is smaller, with the answer's `max_tokens` lowered to what the
 * credits set aside pay for, so the endpoint can never use more than was taken. Null: the balance cannot pay for the
 * prompt and the shortest answer.
 */
export function chatReservation(promptBound: number, balance: number): { credits: number; maxTokens: number } | null {
  const most = Math.ceil((promptBound + AI_MAX_ANSWER_TOKENS) / AI_TOKENS_PER_CREDIT);
  const credits = Math.min(balance, most);
  if (credits < chatCreditsNeeded(promptBound)) return null;
  return { credits, maxTokens: Math.min(AI_MAX_ANSWER_TOKENS, credits * AI_TOKENS_PER_CREDIT - promptBound) };
}

/**
 * What a chat request finally costs (ADR 0124), never more than it set aside: the tokens the endpoint reported, in whole
 * credits; an answer that finished without a report is counted at the bound of its prompt and the bytes of its answer;
 * an answer cut off before any report costs nothing.
 */
export function chatCharge(
  answer: { cutOff: boolean; reportedTokens: number | null; promptBound: number; answerBytes: number },
  reserved: number,
): number {
  if (answer.reportedTokens !== null) return Math.min(reserved, chatCreditsFor(answer.reportedTokens));
  if (answer.cutOff) return 0;
  return Math.min(reserved, chatCreditsFor(answer.promptBound + answer.answerBytes));
}

/** The first characters of `text` that fit `fits`, with an ellipsis when something was left out. */
function cut(text: string, fits: (part: string) => boolean): string {
  if (fits(text)) return text;
  const chars = [...text];
  let end = chars.length;
  while (end > 0 && !fits(`${chars.slice(0, end).join('')}…`)) end -= 1;
  return `${chars.slice(0, end).join('').trimEnd()}…`;
}

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .find((line) => line !== '') ?? ''
  );
}

/** A new conversation is named after its first prompt's first line. */
export function conversationTitleFrom(prompt: string): string {
  return cut(firstLine(prompt), (part) => [...part].length <= AI_CONVERSATION_TITLE_MAX);
}

/** What the settings panel shows of the endpoint's key: its first three and last four characters, never the rest. */
export function maskKey(key: string): string {
  if (key === '') return '';
  return key.length <= 10 ? '••••' : `${key.slice(0, 3)}••••${key.slice(-4)}`;
}

function paragraphs(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/**
 * A prompt turned into a new issue (issue 34): its first line as the title (cut to the issue title's byte limit), the
 * prompt as the description and the answer, when there is one, quoted under it.
 */
export function issueFromPrompt(prompt: string, answer = ''): { questionName: string; description: string } {
  const quoted = paragraphs(answer);
  return {
    questionName: cut(firstLine(prompt), (part) => byteLength(part) <= QUESTION_TITLE_MAX_BYTES),
    description: paragraphs(prompt) + (quoted === '' ? '' : `<blockquote>${quoted}</blockquote>`),
  };
}
