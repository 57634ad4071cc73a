import { FileAddOutlined } from '@ant-design/icons';
import type { AiMessage, AiMessageStatus } from '@questline/contract';
import { Alert, Button, Empty, Flex, Spin, Typography, theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingAnswer } from './useChat';

interface BubbleProps {
  role: AiMessage['role'];
  content: string;
  status: AiMessageStatus;
  writing?: boolean;
  onIssue?: () => void;
}

function Bubble({ role, content, status, writing = false, onIssue }: BubbleProps) {
  const { t } = useTranslation('ai');
  const { token } = theme.useToken();
  const mine = role === 'user';
  return (
    <Flex
      vertical
      gap={6}
      align={mine ? 'end' : 'start'}
      data-testid={mine ? 'ai-prompt' : 'ai-answer'}
      data-status={writing ? 'writing' : status}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(mine ? 'chat.you' : 'chat.assistant')}
      </Typography.Text>
      <div
        style={{
          maxWidth: 'min(720px, 100%)',
          padding: '8px 12px',
          borderRadius: token.borderRadiusLG,
          background: mine ? token.colorPrimaryBg : token.colorFillQuaternary,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {content}
        {writing && (
          <Flex gap={8} align="center" data-testid="ai-writing" style={{ marginTop: content ? 8 : 0 }}>
            <Spin size="small" />
            <Typography.Text type="secondary">{t('chat.writing')}</Typography.Text>
          </Flex>
        )}
      </div>
      {status === 'cutOff' && <Alert type="warning" showIcon data-testid="ai-cut-off" message={t('chat.cutOff')} />}
      {status === 'length' && <Alert type="info" showIcon message={t('chat.lengthLimit')} />}
      {onIssue && (
        <Button size="small" type="link" icon={<FileAddOutlined aria-hidden />} onClick={onIssue}>
          {t('chat.toIssue')}
        </Button>
      )}
    </Flex>
  );
}

/**
 * A conversation's messages and the answer being written (issue 34). The log is polite and busy while an answer
 * streams, so a screen reader reads the answer once, when it is whole. Each prompt can become an issue.
 */
export function ChatThread({
  messages,
  pending,
  onIssue,
}: {
  messages: AiMessage[];
  pending: PendingAnswer | null;
  onIssue: (prompt: string, answer: string) => void;
}) {
  const { t } = useTranslation('ai');
  const end = useRef<HTMLDivElement>(null);
  const growth = `${String(messages.length)}:${String(pending?.text.length ?? -1)}`;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [growth]);

  if (messages.length === 0 && !pending) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.empty')} style={{ marginBlock: 48 }} />;
  }
  return (
    <Flex
      vertical
      gap={16}
      role="log"
      aria-live="polite"
      aria-busy={pending?.streaming === true}
      aria-label={t('chat.thread')}
    >
      {messages.map((message, index) => {
        const next = messages[index + 1];
        const answer = next?.role === 'assistant' ? next.content : '';
        return (
          <Bubble
            key={message.messageId}
            role={message.role}
            content={message.content}
            status={message.status}
            onIssue={message.role === 'user' ? () => onIssue(message.content, answer) : undefined}
          />
        );
      })}
      {pending && !pending.started && <Bubble role="user" content={pending.prompt} status="complete" />}
      {pending && (
        <Bubble
          role="assistant"
          content={pending.text}
          status={pending.cutOff ? 'cutOff' : 'complete'}
          writing={pending.streaming}
        />
      )}
      <div ref={end} />
    </Flex>
  );
}
