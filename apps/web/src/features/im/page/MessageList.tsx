import type { ImMessage } from '@questline/contract';
import { Button, Spin } from 'antd';
import { type UIEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Thread } from './chatStore';
import { MessageItem, type MessageActions } from './MessageItem';
import { firstAbove, useMessageWindow } from './useMessageWindow';

/** Within this many pixels of an end, the next page on that side is asked for. */
const NEAR_END_PX = 400;
/** Within this many pixels of the bottom, the list is "at the bottom" and follows new messages. */
const AT_BOTTOM_PX = 24;

/** Whether a message starts a new run: another sender, or more than five minutes after the one before. */
function startsRun(message: ImMessage, before: ImMessage | undefined): boolean {
  if (!before || before.sender.userId !== message.sender.userId) return true;
  return Date.parse(message.createTime) - Date.parse(before.createTime) > 5 * 60_000;
}

/**
 * A conversation's history, windowed (useMessageWindow): it opens at the newest message, or at `focusId` after a
 * jump; it follows new messages while at the bottom, and otherwise keeps the message at its top edge where it is
 * while older pages arrive above and drawn rows find their real heights.
 */
export function MessageList({
  thread,
  me,
  focusId,
  loading,
  showLatest,
  actions,
  onOlder,
  onNewer,
  onLatest,
  onAtBottom,
}: {
  thread: Thread;
  me: number;
  focusId: number | undefined;
  loading: boolean;
  /** The newest message is not in view: a button takes the reader there. */
  showLatest: boolean;
  actions: MessageActions;
  onOlder: () => void;
  onNewer: () => void;
  onLatest: () => void;
  onAtBottom: (atBottom: boolean) => void;
}) {
  const { t } = useTranslation('im');
  const box = useRef<HTMLDivElement>(null);
  const ids = useMemo(() => thread.messages.map((message) => message.messageId), [thread.messages]);
  const win = useMessageWindow(ids);
  const { offsets, setView } = win;
  const atBottom = useRef(focusId === undefined);
  const anchor = useRef<{ id: number; delta: number } | null>(null);
  const pendingFocus = useRef(focusId);
  const asked = useRef({ older: false, newer: false });

  useEffect(() => {
    pendingFocus.current = focusId;
    if (focusId !== undefined) atBottom.current = false;
  }, [focusId]);

  // A page that arrived lets the next one be asked for.
  useEffect(() => {
    asked.current = { older: false, newer: false };
  }, [thread.messages]);

  const look = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const top = element.scrollTop;
    setView({ top, height: element.clientHeight });
    const bottomGap = element.scrollHeight - top - element.clientHeight;
    const bottom = bottomGap < AT_BOTTOM_PX && !thread.hasNewer;
    if (bottom !== atBottom.current) onAtBottom(bottom);
    atBottom.current = bottom;
    const index = Math.max(0, firstAbove(offsets, top) - 1);
    const id = ids[index];
    anchor.current = id === undefined ? null : { id, delta: (offsets[index] ?? 0) - top };
    if (top < NEAR_END_PX && thread.hasOlder && !asked.current.older) {
      asked.current.older = true;
      onOlder();
    }
    if (bottomGap < NEAR_END_PX && thread.hasNewer && !asked.current.newer) {
      asked.current.newer = true;
      onNewer();
    }
  }, [ids, offsets, thread.hasOlder, thread.hasNewer, onOlder, onNewer, onAtBottom, setView]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setView({ top: element.scrollTop, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [setView]);

  // Where the box stands after the rows or their heights changed: at a jump's message, at the bottom, or with the
  // top message kept in place.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const focus = pendingFocus.current;
    const focusIndex = focus === undefined ? -1 : ids.indexOf(focus);
    if (focusIndex >= 0) {
      pendingFocus.current = undefined;
      element.scrollTop = (offsets[focusIndex] ?? 0) - element.clientHeight / 3;
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight;
    } else if (anchor.current) {
      const index = ids.indexOf(anchor.current.id);
      if (index >= 0) element.scrollTop = (offsets[index] ?? 0) - anchor.current.delta;
    }
  }, [ids, offsets]);

  const drawn = thread.messages.slice(win.from, win.to);
  return (
    <div className="im-messages-frame">
      <div
        ref={box}
        className="im-messages"
        role="log"
        aria-label={t('thread.history')}
        tabIndex={0}
        onScroll={(event: UIEvent<HTMLDivElement>) => {
          if (event.currentTarget === box.current) look();
        }}
        data-testid="im-messages"
      >
        {loading && (
          <div className="im-loading">
            <Spin size="small" />
          </div>
        )}
        {!thread.hasOlder && thread.messages.length > 0 && <p className="im-history-start">{t('thread.start')}</p>}
        <div style={{ height: win.padTop }} aria-hidden />
        {drawn.map((message, index) => (
          <MessageItem
            key={message.messageId}
            measure={win.measure}
            message={message}
            mine={message.sender.userId === me}
            me={me}
            run={startsRun(message, thread.messages[win.from + index - 1])}
            focused={message.messageId === focusId}
            actions={actions}
          />
        ))}
        <div style={{ height: win.padBottom }} aria-hidden />
      </div>
      {showLatest && thread.messages.length > 0 && (
        <Button className="im-latest" size="small" shape="round" onClick={onLatest} data-testid="im-latest">
          {t('thread.latest')}
        </Button>
      )}
    </div>
  );
}
