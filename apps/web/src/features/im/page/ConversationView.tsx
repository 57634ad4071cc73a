import { ArrowLeftOutlined, TeamOutlined } from '@ant-design/icons';
import { type ImConversation, type ImMember, type ImMessage, imPresenceState } from '@questline/contract';
import { App, Button, Empty, Result } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imApi } from '../../../api/im';
import { Composer, type ComposerSubmit } from './Composer';
import { MembersDrawer } from './MembersDrawer';
import type { MessageActions } from './MessageItem';
import { MessageList } from './MessageList';
import { PresenceDot } from './PresenceDot';
import { usePresenceClock } from './usePresenceClock';
import { useChatSeen } from './frame';
import { useChat, useChatController } from './useChat';
import { useIssueChips } from './useIssueChips';

const NO_TYPISTS: never[] = [];

/** The opened conversation: who it is with, its history, who is typing, and the composer. */
export function ConversationView({
  conversation,
  focusId,
  narrow,
  onBack,
  onJump,
}: {
  conversation: ImConversation;
  focusId: number | undefined;
  narrow: boolean;
  onBack: () => void;
  onJump: (messageId: number) => void;
}) {
  const { t } = useTranslation('im');
  const { modal } = App.useApp();
  const controller = useChatController();
  const { conversationId } = conversation;
  const thread = useChat((state) => state.threads[conversationId]);
  const typists = useChat((state) => state.typing[conversationId] ?? NO_TYPISTS);
  const presence = useChat((state) => (conversation.peer ? state.presence[conversation.peer.userId] : undefined));
  const seen = useChatSeen();
  const now = usePresenceClock();
  const [members, setMembers] = useState<ImMember[]>([]);
  const [membersOpen, setMembersOpen] = useState(false);
  const [replyTo, setReplyTo] = useState<ImMessage | null>(null);
  const [editing, setEditing] = useState<ImMessage | null>(null);
  const [loading, setLoading] = useState(false);
  const [gone, setGone] = useState(false);
  const [atBottom, setAtBottom] = useState(focusId === undefined);
  const chips = useIssueChips();

  const loadMembers = useCallback(async () => {
    setMembers((await imApi.members(await controller.bearer(), conversationId)).data);
  }, [controller, conversationId]);

  useEffect(() => {
    let current = true;
    controller.showing(conversationId);
    controller.openThread(conversationId, focusId).catch(() => {
      // Out of it since the list was read (left, removed, out of the project): it is gone from the list too.
      if (!current) return;
      setGone(true);
      controller.store.dropConversation(conversationId);
    });
    void controller
      .bearer()
      .then((bearer) => imApi.members(bearer, conversationId))
      .then(
        (answer) => {
          if (current) setMembers(answer.data);
        },
        () => undefined,
      );
    return () => {
      current = false;
      controller.hidden(conversationId);
    };
  }, [controller, conversationId, focusId]);

  // Read while someone can see the newest messages.
  const newest = thread?.messages.at(-1)?.messageId;
  useEffect(() => {
    if (seen && atBottom && newest !== undefined) void controller.markRead(conversationId);
  }, [controller, conversationId, seen, atBottom, newest]);

  const page = useCallback(
    async (direction: 'older' | 'newer' | 'latest') => {
      setLoading(true);
      try {
        if (direction === 'older') await controller.older(conversationId);
        else if (direction === 'newer') await controller.newer(conversationId);
        else await controller.openThread(conversationId);
      } finally {
        setLoading(false);
      }
    },
    [controller, conversationId],
  );

  const actions = useMemo<MessageActions>(
    () => ({
      reply: (message) => {
        setEditing(null);
        setReplyTo(message);
      },
      edit: (message) => {
        setReplyTo(null);
        setEditing(message);
      },
      remove: (message) =>
        void modal.confirm({
          title: t('message.deleteConfirm'),
          okText: t('message.delete'),
          okButtonProps: { danger: true },
          cancelText: t('composer.cancel'),
          onOk: () => controller.remove(message.messageId),
        }),
      react: (message, emoji, on) => void controller.react(message.messageId, emoji, on).catch(() => undefined),
      fileUrl: (fileId) => controller.fileUrl(fileId),
      chips,
      jump: onJump,
    }),
    [controller, modal, t, chips, onJump],
  );

  const submit = async ({ html, fileIds }: ComposerSubmit): Promise<boolean> => {
    try {
      if (editing) {
        await controller.edit(editing.messageId, html);
        setEditing(null);
      } else {
        await controller.send({
          conversationId,
          clientId: crypto.randomUUID(),
          html,
          fileIds,
          ...(replyTo ? { replyToId: replyTo.messageId } : {}),
        });
        setReplyTo(null);
        setAtBottom(true);
      }
      return true;
    } catch {
      // The client showed why; the draft stays to send again.
      return false;
    }
  };

  if (gone)
    return (
      <Result
        status="404"
        title={t('thread.gone')}
        extra={narrow && <Button onClick={onBack}>{t('thread.back')}</Button>}
      />
    );
  const state = conversation.peer ? imPresenceState(presence ?? null, now) : null;
  return (
    <section className="im-conversation" aria-label={conversation.name}>
      <header className="im-conversation-head">
        {narrow && <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('thread.back')} onClick={onBack} />}
        <div className="im-conversation-title">
          <h2>{conversation.name}</h2>
          <span className="im-conversation-sub">
            {state ? (
              <>
                <PresenceDot state={state} /> {t(`presence.${state}`)}
              </>
            ) : (
              t(`kind.${conversation.kind}`)
            )}
          </span>
        </div>
        {conversation.kind !== 'direct' && (
          <Button icon={<TeamOutlined />} onClick={() => setMembersOpen(true)} data-testid="im-members">
            {t('members.count', { count: conversation.memberCount })}
          </Button>
        )}
      </header>
      {thread ? (
        thread.messages.length === 0 ? (
          <Empty className="im-empty" description={t('thread.empty')} />
        ) : (
          <MessageList
            key={`${String(conversationId)}:${String(focusId ?? '')}`}
            thread={thread}
            me={controller.me}
            focusId={focusId}
            loading={loading}
            showLatest={thread.hasNewer || !atBottom}
            actions={actions}
            onOlder={() => void page('older')}
            onNewer={() => void page('newer')}
            onLatest={() => {
              setAtBottom(true);
              void page('latest');
            }}
            onAtBottom={setAtBottom}
          />
        )
      ) : (
        <div className="im-messages-frame" aria-busy />
      )}
      <p className="im-typing" aria-live="polite">
        {typists.length > 0 && t('thread.typing', { names: typists.map((typist) => typist.nickName).join(', ') })}
      </p>
      <Composer
        members={members.filter((member) => member.userId !== controller.me)}
        replyTo={replyTo}
        editing={editing}
        disabled={!thread}
        onSubmit={submit}
        onTyping={() => controller.typing(conversationId)}
        onUpload={async (file) => (await imApi.upload(await controller.bearer(), conversationId, file)).data}
        onCancel={() => {
          setReplyTo(null);
          setEditing(null);
        }}
      />
      {membersOpen && (
        <MembersDrawer
          conversation={conversation}
          members={members}
          onChanged={() => void loadMembers()}
          onClose={() => setMembersOpen(false)}
        />
      )}
    </section>
  );
}
