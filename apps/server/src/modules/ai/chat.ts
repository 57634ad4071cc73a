import { PassThrough, type Readable } from 'node:stream';
import {
  AI_MAX_ANSWER_TOKENS,
  type AiChatEvent,
  type AiConversationRow,
  type AiMessage,
  type AiMessageStatus,
  byteLength,
  chatCharge,
  chatCreditsNeeded,
  chatReservation,
  conversationTitleFrom,
  promptTokenBound,
} from '@questline/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { failure } from '../../http/errors';
import { ownConversation, presentConversation, presentMessage, promptHistory } from './conversations';
import { type Reservation, creditsOf, refundUsage, reserveCredits, settleUsage } from './credits';
import { chatEndpoint, currentEndpoint } from './endpoint';
import { type ChatRequest, Watch, openChatStream } from './endpointClient';
import { type ChatUsage, chatPieces } from './sse';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now'>;

export interface ChatCall {
  userId: number;
  input: { conversationId?: number; model: string; prompt: string };
  /** False on a self-hosted installation: nothing is set aside or charged (ADR 0124). */
  metered: boolean;
  /** Where a failure to keep the answer is written: it happens after the answer began, so nobody else is told. */
  logError: (error: unknown) => void;
}

/** The prompt kept once the endpoint accepted it: in a new conversation, or the one named. */
async function keepPrompt(
  db: Kysely<Database>,
  options: { call: ChatCall; conversationId: number | undefined; usageId: number; now: Date },
): Promise<{ conversation: AiConversationRow; prompt: AiMessage }> {
  const at = options.now.toISOString();
  const { input, userId } = options.call;
  return db.transaction().execute(async (trx) => {
    const conversation =
      options.conversationId === undefined
        ? await trx
            .insertInto('ai_conversations')
            .values({ user_id: userId, title: conversationTitleFrom(input.prompt), create_time: at, update_time: at })
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('ai_conversations')
            .set({ update_time: at })
            .where('id', '=', options.conversationId)
            .returningAll()
            .executeTakeFirstOrThrow();
    const prompt = await trx
      .insertInto('ai_messages')
      .values({
        conversation_id: conversation.id,
        role: 'user',
        content: input.prompt,
        status: 'complete',
        model: null,
        create_time: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('ai_usages')
      .set({ conversation_id: conversation.id })
      .where('id', '=', options.usageId)
      .execute();
    return { conversation: presentConversation(conversation), prompt: presentMessage(prompt) };
  });
}

interface Answer {
  text: string;
  status: AiMessageStatus;
  usage: ChatUsage | null;
}

/**
 * Reads the endpoint's stream to its end, telling each piece to `send` as it comes. A stream that breaks, or keeps
 * silent past the watch, ends the answer where it stands: cut off, unless the endpoint had already said it finished.
 * The reading goes on when the browser has gone, so the answer is kept whole and charged by its usage.
 */
async function readAnswer(
  body: AsyncIterable<Uint8Array>,
  watch: Watch,
  send: (event: AiChatEvent) => void,
): Promise<Answer> {
  let text = '';
  let finish: string | null = null;
  let done = false;
  let usage: ChatUsage | null = null;
  try {
    for await (const piece of chatPieces(body)) {
      watch.touch();
      if (piece.kind === 'text') {
        text += piece.text;
        send({ type: 'delta', text: piece.text });
      } else if (piece.kind === 'finish') finish = piece.reason;
      else if (piece.kind === 'usage') usage = piece.usage;
      else done = true;
    }
  } catch {
    // The connection closed or the watch ended it: what arrived is the answer.
  } finally {
    watch.stop();
  }
  const status = finish === 'length' ? 'length' : finish !== null || done ? 'complete' : 'cutOff';
  return { text, status, usage };
}

/** The answer kept beside its prompt and the request settled, in one transaction; answers the stream's last line. */
async function keepAnswer(
  deps: Deps,
  options: {
    call: ChatCall;
    answer: Answer;
    reservation: Reservation;
    conversationId: number;
    promptBound: number;
  },
): Promise<AiChatEvent> {
  const { answer, reservation, call } = options;
  const now = deps.now();
  const at = now.toISOString();
  const charged = call.metered
    ? chatCharge(
        {
          cutOff: answer.status === 'cutOff',
          reportedTokens: answer.usage?.total_tokens ?? null,
          promptBound: options.promptBound,
          answerBytes: byteLength(answer.text),
        },
        reservation.reserved,
      )
    : 0;
  const kept = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('ai_messages')
      .values({
        conversation_id: options.conversationId,
        role: 'assistant',
        content: answer.text,
        status: answer.status,
        model: call.input.model,
        create_time: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('ai_conversations')
      .set({ update_time: at })
      .where('id', '=', options.conversationId)
      .execute();
    await settleUsage(
      trx,
      reservation.usageId,
      {
        charged,
        outcome: answer.status,
        promptTokens: answer.usage?.prompt_tokens,
        completionTokens: answer.usage?.completion_tokens,
      },
      now,
    );
    return row;
  });
  const credits = call.metered ? await creditsOf(deps.db, call.userId) : null;
  return { type: 'end', answer: presentMessage(kept), charged, credits };
}

/**
 * POST ai/chat (issue 34, ADR 0124). Before anything streams, the refusals a person can act on answer as an envelope:
 * no chat endpoint, a model not offered, someone else's conversation (404), not enough credits, the endpoint's own
 * refusal. Then credits are set aside, the endpoint called, and once it accepted, the prompt kept and the answer
 * streamed as NDJSON lines (AiChatEvent) while it arrives; the answer is kept and the request settled at its end.
 */
export async function startChat(deps: Deps, call: ChatCall): Promise<Readable> {
  const { db } = deps;
  const { input, userId } = call;
  const endpoint = chatEndpoint(await currentEndpoint(db, deps.config.ai), input.model);
  const conversationId =
    input.conversationId === undefined
      ? undefined
      : (await ownConversation(db, { conversationId: input.conversationId, userId })).id;
  const history = conversationId === undefined ? [] : await promptHistory(db, conversationId);
  const messages: ChatRequest['messages'] = [...history, { role: 'user', content: input.prompt }];
  const promptBound = promptTokenBound(messages);
  const reservation = await reserveCredits(db, {
    userId,
    kind: 'chat',
    model: input.model,
    metered: call.metered,
    decide: (balance) => chatReservation(promptBound, balance)?.credits ?? null,
    refuse: (balance) => failure('aiChatCreditsShort', { needed: chatCreditsNeeded(promptBound), balance }),
    now: deps.now(),
  });
  const maxTokens = call.metered
    ? (chatReservation(promptBound, reservation.reserved)?.maxTokens ?? AI_MAX_ANSWER_TOKENS)
    : AI_MAX_ANSWER_TOKENS;
  const watch = new Watch(deps.config.ai.timeoutMs);
  let body: AsyncIterable<Uint8Array>;
  let kept: { conversation: AiConversationRow; prompt: AiMessage };
  try {
    body = await openChatStream(endpoint, { model: input.model, messages, maxTokens }, watch);
    kept = await keepPrompt(db, { call, conversationId, usageId: reservation.usageId, now: deps.now() });
  } catch (error) {
    watch.abort();
    await refundUsage(db, reservation.usageId, deps.now());
    throw error;
  }

  const out = new PassThrough();
  // The browser may leave mid-answer: the stream is then gone, and the lines for it are dropped.
  const send = (event: AiChatEvent) => {
    if (!out.destroyed && !out.writableEnded) out.write(`${JSON.stringify(event)}\n`);
  };
  send({ type: 'start', conversation: kept.conversation, prompt: kept.prompt, reserved: reservation.reserved });
  void readAnswer(body, watch, send)
    .then((answer) =>
      keepAnswer(deps, {
        call,
        answer,
        reservation,
        conversationId: kept.conversation.conversationId,
        promptBound,
      }),
    )
    .then(send, call.logError)
    .finally(() => {
      if (!out.destroyed) out.end();
    });
  return out;
}
