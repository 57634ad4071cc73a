import type { AiStatus } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { Divider, Flex, Result, Skeleton } from 'antd';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getConversation } from '../../api/ai';
import { useNarrow } from '../../ui/useNarrow';
import { AiPageFrame } from './AiPageFrame';
import { ChatComposer } from './ChatComposer';
import { ChatThread } from './ChatThread';
import { ConversationList } from './ConversationList';
import { NoCreditsAlert } from './CreditsBar';
import { IssueFromPrompt } from './IssueFromPrompt';
import { aiKeys } from './aiKeys';
import { useChat } from './useChat';

/** The conversation of `?conversationId=`; undefined for a new one. */
function conversationParam(search: URLSearchParams): number | undefined {
  const value = Number(search.get('conversationId'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

function ChatWorkspace({ status }: { status: AiStatus }) {
  const narrow = useNarrow();
  const [search, setSearch] = useSearchParams();
  const conversationId = conversationParam(search);
  const [issueSource, setIssueSource] = useState<{ prompt: string; answer: string } | null>(null);
  const open = useCallback(
    (id: number | undefined) => setSearch(id === undefined ? {} : { conversationId: String(id) }, { replace: true }),
    [setSearch],
  );
  const { pending, send, dismiss } = useChat(open);
  const detail = useQuery({
    queryKey: aiKeys.conversation(conversationId ?? 0),
    queryFn: async () => (await getConversation(conversationId ?? 0)).data,
    enabled: conversationId !== undefined,
    // The page keeps what it shows current itself (useChat adds the prompt and the answer as the server confirms
    // them): a fetch started mid-answer would otherwise land after the answer and take it away again.
    staleTime: Infinity,
  });
  const streaming = pending?.streaming === true;
  const empty = status.credits !== null && status.credits.chat < 1;

  const select = (id: number | undefined) => {
    if (streaming) return;
    dismiss();
    open(id);
  };

  return (
    <Flex gap={24} vertical={narrow}>
      <div style={narrow ? { maxHeight: 200, overflowY: 'auto' } : { width: 240, flexShrink: 0 }}>
        <ConversationList selected={conversationId} onSelect={select} onNew={() => select(undefined)} />
      </div>
      {narrow ? <Divider style={{ margin: 0 }} /> : null}
      <Flex vertical gap={16} style={{ flex: 1, minWidth: 0 }}>
        {detail.error ? (
          <Result status="warning" title={detail.error.message} />
        ) : conversationId !== undefined && !detail.data ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : (
          <ChatThread
            messages={detail.data?.messages ?? []}
            pending={pending}
            onIssue={(prompt, answer) => setIssueSource({ prompt, answer })}
          />
        )}
        {empty && !streaming && <NoCreditsAlert kind="chat" />}
        <ChatComposer
          models={status.chatModels}
          busy={streaming}
          disabled={empty}
          onSend={(prompt, model) => send({ conversationId, model, prompt })}
        />
      </Flex>
      {issueSource && <IssueFromPrompt source={issueSource} onClose={() => setIssueSource(null)} />}
    </Flex>
  );
}

/**
 * /ChatGPT (spec point 2 "ChatGPT and Midjourney: AI tools"; issue 34): chat with the models the platform administrator
 * offers, answers written as they stream, conversations kept per person, credits spent per answer.
 */
export default function ChatPage() {
  return <AiPageFrame kind="chat">{(status) => <ChatWorkspace status={status} />}</AiPageFrame>;
}
