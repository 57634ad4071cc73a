import { IM_FRAME_MESSAGE, IM_PAGE_PATH, type ImFrameMessage, imPageUrl, isImFrameMessage } from '@questline/contract';
import { Modal } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getImToken } from '../../api/im';
import { useNarrow } from '../../ui/useNarrow';
import type { ImTarget } from './signals';

/** Spec point 9 "Dialog sizes": the messaging dialog is 60% of the window wide with a body 600 px high. */
const DIALOG_WIDTH = '60%';
const BODY_HEIGHT = 600;

/**
 * The bubble's dialog and its frame (issue 33, ADR 0131). The frame holds the built-in chat at /im, or the outside
 * chat IM_URL names; it is kept while the dialog is closed. Messages from the frame count only from the frame's own
 * window and origin; the workspace answers an outside chat's token request with a messaging token (never the
 * session's) and tells the frame whether it can be seen.
 */
export default function ImDialog({
  open,
  chatUrl,
  target,
  onClose,
  onNewMessage,
}: {
  open: boolean;
  chatUrl: string;
  target: ImTarget | undefined;
  onClose: () => void;
  onNewMessage: () => void;
}) {
  const { t } = useTranslation('im');
  const narrow = useNarrow();
  const frame = useRef<HTMLIFrameElement>(null);
  const chatOrigin = new URL(chatUrl, window.location.origin).origin;
  const builtIn = chatUrl === IM_PAGE_PATH;
  // A jump names its conversation and message in the built-in chat's address; an outside chat keeps its own.
  const src = builtIn && target ? imPageUrl(target) : chatUrl;
  const newMessage = useRef(onNewMessage);
  const visible = useRef(open);

  useEffect(() => {
    newMessage.current = onNewMessage;
  }, [onNewMessage]);

  useEffect(() => {
    const post = (message: ImFrameMessage) => frame.current?.contentWindow?.postMessage(message, chatOrigin);
    const listener = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== chatOrigin) return;
      if (!isImFrameMessage(event.data)) return;
      if (event.data.type === IM_FRAME_MESSAGE.newMessage) newMessage.current();
      if (event.data.type === IM_FRAME_MESSAGE.ready) {
        post({ type: IM_FRAME_MESSAGE.visibility, visible: visible.current });
      }
      if (event.data.type === IM_FRAME_MESSAGE.tokenRequest && !builtIn) {
        void getImToken().then((answer) => post({ type: IM_FRAME_MESSAGE.token, token: answer.data }));
      }
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [chatOrigin, builtIn]);

  // Whether someone can see the chat: said when the dialog opens or closes, when the frame loads, and when it asks.
  const tellVisibility = useCallback(
    () =>
      frame.current?.contentWindow?.postMessage(
        { type: IM_FRAME_MESSAGE.visibility, visible: visible.current } satisfies ImFrameMessage,
        chatOrigin,
      ),
    [chatOrigin],
  );
  useEffect(() => {
    visible.current = open;
    tellVisibility();
  }, [open, tellVisibility]);

  return (
    <Modal
      open={open}
      title={t('dialog.title')}
      width={DIALOG_WIDTH}
      footer={null}
      forceRender
      onCancel={onClose}
      styles={{ body: narrow ? { padding: 0, display: 'flex' } : { height: BODY_HEIGHT, padding: 0 } }}
      data-testid="im-dialog"
    >
      <iframe
        ref={frame}
        src={src}
        title={t('dialog.frame')}
        onLoad={tellVisibility}
        style={{
          width: '100%',
          height: '100%',
          minHeight: narrow ? 0 : BODY_HEIGHT,
          flex: 1,
          border: 0,
          display: 'block',
        }}
        data-testid="im-frame"
      />
    </Modal>
  );
}
