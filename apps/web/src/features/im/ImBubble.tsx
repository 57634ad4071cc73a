import { MessageOutlined } from '@ant-design/icons';
import { IM_PAGE_PATH } from '@questline/contract';
import { Button } from 'antd';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/store';
import { type ImTarget, imSignals } from './signals';

/** The dialog and its frame come in a chunk of their own on the first click (issue 33: the first load stays lean). */
const ImDialog = lazy(() => import('./ImDialog'));

/**
 * Spec point 2 "Layout pieces after login": the messaging bubble. It blinks with a dot from a new message until its
 * dialog opens; the word comes from the chat frame once it has been opened (the frame contract) and, before that,
 * from the workspace's socket. Not offered to the live demo's visitors, whose sandbox keeps them from messaging.
 */
export function ImBubble() {
  const { t } = useTranslation('im');
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [blinking, setBlinking] = useState(false);
  // Once loaded the frame stays, hidden with its dialog, so it keeps its place and can tell of new messages.
  const [loaded, setLoaded] = useState(false);
  const [target, setTarget] = useState<ImTarget | undefined>();
  const openRef = useRef(open);
  const chat = session?.addresses.im || IM_PAGE_PATH;
  const outside = chat !== IM_PAGE_PATH;

  useEffect(() => {
    openRef.current = open;
  }, [open]);

  useEffect(
    () =>
      imSignals.subscribe((signal) => {
        if (signal.kind === 'message') {
          if (!openRef.current) setBlinking(true);
          return;
        }
        setTarget(signal.target);
        setLoaded(true);
        setOpen(true);
        setBlinking(false);
      }),
    [],
  );

  // An outside chat can tell of messages only from its frame, so its frame loads once the workspace is idle.
  useEffect(() => {
    if (!outside) return;
    // Safari has no requestIdleCallback, whatever the DOM's types say.
    const requestIdle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
    const idle = requestIdle ?? ((run: () => void) => window.setTimeout(run, 2000));
    idle(() => setLoaded(true));
  }, [outside]);

  if (!session || session.demo) return null;
  return (
    <>
      <Button
        type="primary"
        shape="circle"
        size="large"
        className="im-bubble"
        data-testid="im-bubble"
        data-blinking={blinking}
        aria-label={blinking ? t('bubble.unread') : t('bubble.open')}
        aria-haspopup="dialog"
        icon={<MessageOutlined aria-hidden />}
        onClick={() => {
          setTarget(undefined);
          setLoaded(true);
          setOpen(true);
          setBlinking(false);
        }}
      >
        {blinking && <span className="im-bubble-dot" data-testid="im-bubble-dot" />}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <ImDialog
            open={open}
            chatUrl={chat}
            target={target}
            onClose={() => setOpen(false)}
            onNewMessage={() => {
              if (!openRef.current) setBlinking(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
