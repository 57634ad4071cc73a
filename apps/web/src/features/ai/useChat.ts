import type { AiChatEvent, AiChatInput, AiConversationDetail, AiStatus } from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { chat } from '../../api/ai';
import { aiKeys } from './aiKeys';

/** The answer being written: what arrived so far, and whether the stream broke before its last line. */
export interface PendingAnswer {
  prompt: string;
  /** The server kept the prompt (its first line arrived): the conversation shows it, not this. */
  started: boolean;
  text: string;
  streaming: boolean;
  /** The connection to the server broke before the answer's last line: what arrived is all there is. */
  cutOff: boolean;
}

/**
 * Sends a prompt and follows its answer as it streams (issue 34): the prompt and the kept answer go into the
 * conversation's cached detail as the server confirms them, the balance follows the answer's last line.
 * `send` answers false when the prompt was refused before anything streamed (the client showed why).
 */
export function useChat(onConversation: (conversationId: number) => void) {
  const client = useQueryClient();
  const [pending, setPending] = useState<PendingAnswer | null>(null);

  const send = useCallback(
    async (input: AiChatInput): Promise<boolean> => {
      setPending({ prompt: input.prompt, started: false, text: '', streaming: true, cutOff: false });
      let conversationId = input.conversationId;
      // Set by onEvent as the answer streams, which TypeScript's narrowing does not follow.
      let ended = false as boolean;
      const onEvent = (event: AiChatEvent) => {
        if (event.type === 'start') {
          conversationId = event.conversation.conversationId;
          client.setQueryData<AiConversationDetail>(aiKeys.conversation(conversationId), (current) => ({
            ...event.conversation,
            messages: [...(current?.messages ?? []), event.prompt],
          }));
          setPending((current) => current && { ...current, started: true });
          onConversation(conversationId);
        } else if (event.type === 'delta') {
          setPending((current) => current && { ...current, text: current.text + event.text });
        } else {
          ended = true;
          if (conversationId !== undefined) {
            client.setQueryData<AiConversationDetail>(
              aiKeys.conversation(conversationId),
              (current) => current && { ...current, messages: [...current.messages, event.answer] },
            );
          }
          client.setQueryData<AiStatus>(aiKeys.status, (current) => current && { ...current, credits: event.credits });
        }
      };
      try {
        await chat(input, onEvent);
      } catch {
        setPending(null);
        return false;
      }
      setPending((current) => (ended || !current ? null : { ...current, streaming: false, cutOff: true }));
      void client.invalidateQueries({ queryKey: aiKeys.conversations });
      if (!ended) void client.invalidateQueries({ queryKey: aiKeys.status });
      return true;
    },
    [client, onConversation],
  );
  const dismiss = useCallback(() => setPending(null), []);
  return { pending, send, dismiss };
}
