import { DeleteOutlined, EditOutlined, RollbackOutlined, SmileOutlined } from '@ant-design/icons';
import {
  IM_REACTIONS,
  type ImIssueChip,
  type ImIssueRef,
  type ImMessage,
  type ImReactionEmoji,
  withinEditWindow,
} from '@questline/contract';
import { Button, Popover } from 'antd';
import { type ReactNode, memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatAvatar } from './ChatAvatar';
import { MessageBody } from './MessageBody';
import { MessageFiles } from './MessageFiles';
import { formatRecent } from '../../../ui/format';

/** What a message's buttons do; one object for the whole list, so a drawn row need not change when others do. */
export interface MessageActions {
  reply: (message: ImMessage) => void;
  edit: (message: ImMessage) => void;
  remove: (message: ImMessage) => void;
  react: (message: ImMessage, emoji: ImReactionEmoji, on: boolean) => void;
  fileUrl: (fileId: number) => Promise<string>;
  chips: (refs: readonly ImIssueRef[]) => Promise<ImIssueChip[]>;
  jump: (messageId: number) => void;
}

function Reactions({ message, me, actions }: { message: ImMessage; me: number; actions: MessageActions }) {
  const { t } = useTranslation('im');
  if (message.reactions.length === 0) return null;
  return (
    <div className="im-reactions">
      {message.reactions.map((reaction) => {
        const mine = reaction.userIds.includes(me);
        return (
          <button
            key={reaction.emoji}
            type="button"
            className="im-reaction"
            aria-pressed={mine}
            aria-label={t('message.reaction', { emoji: reaction.emoji, count: reaction.userIds.length })}
            onClick={() => actions.react(message, reaction.emoji, !mine)}
          >
            <span aria-hidden>{reaction.emoji}</span> {reaction.userIds.length}
          </button>
        );
      })}
    </div>
  );
}

function ReactionPicker({ message, me, actions }: { message: ImMessage; me: number; actions: MessageActions }) {
  const { t } = useTranslation('im');
  const [open, setOpen] = useState(false);
  const held = new Set(message.reactions.filter((one) => one.userIds.includes(me)).map((one) => one.emoji));
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      content={
        <div className="im-reaction-picker" role="group" aria-label={t('message.react')}>
          {IM_REACTIONS.map((emoji) => (
            <Button
              key={emoji}
              type="text"
              aria-pressed={held.has(emoji)}
              aria-label={emoji}
              onClick={() => {
                setOpen(false);
                actions.react(message, emoji, !held.has(emoji));
              }}
            >
              {emoji}
            </Button>
          ))}
        </div>
      }
    >
      <Button
        type="text"
        size="small"
        icon={<SmileOutlined />}
        aria-label={t('message.react')}
        title={t('message.react')}
      />
    </Popover>
  );
}

/** A message's buttons, drawn only for the message under the pointer or the keyboard's focus. */
function Actions({
  message,
  me,
  changeable,
  actions,
}: {
  message: ImMessage;
  me: number;
  changeable: boolean;
  actions: MessageActions;
}) {
  const { t } = useTranslation('im');
  const button = (label: string, icon: ReactNode, onClick: () => void, danger = false) => (
    <Button type="text" size="small" danger={danger} icon={icon} aria-label={label} title={label} onClick={onClick} />
  );
  return (
    <div className="im-actions" role="toolbar" aria-label={t('message.actions')}>
      {button(t('message.reply'), <RollbackOutlined />, () => actions.reply(message))}
      <ReactionPicker message={message} me={me} actions={actions} />
      {changeable && button(t('message.edit'), <EditOutlined />, () => actions.edit(message))}
      {changeable && button(t('message.delete'), <DeleteOutlined />, () => actions.remove(message), true)}
    </div>
  );
}

/**
 * One message: its sender and time at the start of a run, the text with its issue chips, the message replied to,
 * files, reactions, and the buttons (reply, react, and within a day the author's edit and delete), drawn while the
 * pointer is on the message or the keyboard's focus is in it (a message is one stop of the Tab key): a history
 * draws rows as it scrolls, and buttons for every row made scrolling slow.
 */
export const MessageItem = memo(function MessageItem({
  message,
  mine,
  me,
  run,
  focused,
  actions,
  measure,
}: {
  message: ImMessage;
  mine: boolean;
  me: number;
  /** The first of a run of one sender's messages: shows who and when. */
  run: boolean;
  focused: boolean;
  actions: MessageActions;
  measure: (element: HTMLElement | null) => (() => void) | undefined;
}) {
  const { t } = useTranslation('im');
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const active = pointer || focus;
  const deleted = message.deleteTime !== null;
  const changeable = mine && !deleted && active && withinEditWindow(message.createTime, new Date());
  return (
    <article
      ref={measure}
      data-message-id={message.messageId}
      data-testid="im-message"
      className={`im-message${run ? ' im-run' : ''}${focused ? ' im-focused' : ''}`}
      aria-label={t('message.label', {
        name: message.sender.nickName,
        time: formatRecent(message.createTime, 'minute'),
      })}
      tabIndex={0}
      onMouseEnter={() => setPointer(true)}
      onMouseLeave={() => setPointer(false)}
      onFocus={() => setFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocus(false);
      }}
    >
      <div className="im-gutter">
        {run && <ChatAvatar avatar={message.sender.avatar} nickName={message.sender.nickName} />}
      </div>
      <div className="im-content">
        {run && (
          <div className="im-head">
            <span className="im-sender">{message.sender.nickName}</span>
            <time dateTime={message.createTime}>{formatRecent(message.createTime, 'minute')}</time>
          </div>
        )}
        {message.replyTo && (
          <button
            type="button"
            className="im-quote"
            onClick={() => message.replyTo && actions.jump(message.replyTo.messageId)}
          >
            <span className="im-quote-name">{message.replyTo.senderName}</span>
            {message.replyTo.deleted ? t('message.deleted') : message.replyTo.text}
          </button>
        )}
        {deleted ? (
          <p className="im-deleted">{t('message.deleted')}</p>
        ) : (
          message.body && <MessageBody html={message.body} refs={message.issueRefs} chips={actions.chips} />
        )}
        <MessageFiles files={message.files} fileUrl={actions.fileUrl} />
        {message.editTime && !deleted && <span className="im-edited">{t('message.edited')}</span>}
        <Reactions message={message} me={me} actions={actions} />
      </div>
      {active && !deleted && <Actions message={message} me={me} changeable={changeable} actions={actions} />}
    </article>
  );
});
