import {
  type ImNewMessageHint,
  type MobileUploadArrival,
  type PendingNotification,
  SocketEvent,
  type WorkOrderNotification,
  notificationText,
} from '@questline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMessage } from '../../api/notices';
import { getMyProjects } from '../../api/projects';
import { useAppNavigate } from '../../app/navigation';
import { currentLocale } from '../../i18n';
import { useSession } from '../../session/store';
import { signingOutHere } from '../../session/logout';
import { getToken } from '../../session/token';
import { offerSignInAgain } from '../../api/client';
import { imSignals } from '../im';
import { issueKeys, questionPath } from '../issues';
import { mobileUploadArrivals } from '../mobileUpload';
import { noticeKeys } from '../notices';
import { projectKeys, useMyProjects } from '../projects';
import { todoKeys } from '../todos';
import { workOrderKeys, workOrderPath } from '../workOrders';
import { NotificationStack, type StackedNotification } from './NotificationStack';
import { type RealtimeSocket, connectSocket } from './socket';

/**
 * Issue 11, spec point 7 "Transport": the main layout's live connection. It joins the user's room and the
 * current project's, and on receivePendingNotification stacks a pop-up and refreshes what the event
 * changed (to-dos, their counts, unread messages, the project's issues) without waiting for a poll.
 * Loaded lazily by the main layout, so socket.io never reaches the public pages.
 */
export default function RealtimeBridge() {
  const session = useSession();
  const userId = session?.user.userId ?? null;
  const projectId = useMyProjects().data?.current?.projectId ?? null;
  const client = useQueryClient();
  const navigate = useAppNavigate();
  const socketRef = useRef<RealtimeSocket | null>(null);
  const projectRef = useRef(projectId);
  const [items, setItems] = useState<StackedNotification[]>([]);
  const [joined, setJoined] = useState(false);
  const received = useRef(0);

  const { t } = useTranslation('nav');
  const stack = useCallback((item: Omit<StackedNotification, 'key'>) => {
    received.current += 1;
    setItems((current) => [...current, { ...item, key: `${String(item.messageId)}:${String(received.current)}` }]);
  }, []);

  const onNotification = useCallback(
    (data: PendingNotification) => {
      stack({
        kind: data.kind,
        context: data.projectName,
        text: notificationText(data.number, data.questionTitle),
        operatorName: data.operatorName,
        messageId: data.messageId,
        target: { kind: 'issue', projectId: data.projectId, questionId: data.questionId },
      });
      void client.invalidateQueries({ queryKey: todoKeys.all });
      void client.invalidateQueries({ queryKey: noticeKeys.all });
      void client.invalidateQueries({ queryKey: issueKeys.all(data.projectId) });
    },
    [client, stack],
  );

  // Issue 31: a work order moved for the person; its page and lists refresh wherever they are open.
  const onWorkOrder = useCallback(
    (data: WorkOrderNotification) => {
      stack({
        kind: data.kind,
        context: t('route.workorder'),
        text: `${data.label} ${data.title}`,
        operatorName: data.operatorName,
        messageId: data.messageId,
        target: { kind: 'workOrder', workOrderId: data.workOrderId },
      });
      void client.invalidateQueries({ queryKey: workOrderKeys.all });
      void client.invalidateQueries({ queryKey: noticeKeys.all });
    },
    [client, stack, t],
  );

  // Issue 33: a message came for the person: the bubble blinks, and a mention offers to open the chat at it.
  const { notification } = App.useApp();
  const { t: tIm } = useTranslation('im');
  const onChatMessage = useCallback(
    (hint: ImNewMessageHint) => {
      imSignals.publish({ kind: 'message', hint });
      if (!hint.mentioned) return;
      const key = `im-mention-${String(hint.messageId)}`;
      notification.info({
        key,
        title: tIm('mention.title', { name: hint.senderName }),
        description: hint.conversationName,
        actions: (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              notification.destroy(key);
              imSignals.publish({
                kind: 'open',
                target: { conversationId: hint.conversationId, messageId: hint.messageId },
              });
            }}
          >
            {tIm('mention.view')}
          </Button>
        ),
      });
    },
    [notification, tIm],
  );

  // Issue 32: a photo from the person's phone; an issue that took it refetches, an open QR code shows it.
  const onMobileUpload = useCallback(
    (arrival: MobileUploadArrival) => {
      if (arrival.questionId !== null) void client.invalidateQueries({ queryKey: issueKeys.all(arrival.projectId) });
      mobileUploadArrivals.publish(arrival);
    },
    [client],
  );

  useEffect(() => {
    const token = getToken();
    if (userId === null || !token) return;
    const socket = connectSocket(token, currentLocale());
    socketRef.current = socket;
    // Each (re)connection starts without rooms: join again.
    socket.on('connect', () => {
      socket.emit(SocketEvent.acceptSend, { userId });
      if (projectRef.current !== null) socket.emit(SocketEvent.goInRoom, { userId, projectId: projectRef.current });
    });
    socket.on(SocketEvent.acceptResponse, (answer) => setJoined(answer.code === 200));
    socket.on('disconnect', () => setJoined(false));
    socket.on(SocketEvent.receivePendingNotification, (event) => onNotification(event.data));
    socket.on(SocketEvent.workOrderChanged, onWorkOrder);
    socket.on(SocketEvent.mobileUploadArrived, onMobileUpload);
    socket.on(SocketEvent.imNewMessage, onChatMessage);
    // The session ended elsewhere (an administrator disabled the account, issue 35): as a 401 would, at once. Not
    // when this tab is signing out, nor once it has: the server tells the session's sockets of every logout too.
    socket.on(SocketEvent.sessionEnded, () => {
      if (!signingOutHere() && getToken()) void offerSignInAgain();
    });
    return () => {
      socket.disconnect();
      socketRef.current = null;
    };
  }, [userId, onNotification, onWorkOrder, onMobileUpload, onChatMessage]);

  useEffect(() => {
    projectRef.current = projectId;
    const socket = socketRef.current;
    if (socket?.connected && userId !== null && projectId !== null) {
      socket.emit(SocketEvent.goInRoom, { userId, projectId });
    }
  }, [projectId, userId]);

  const close = (key: string) => setItems((current) => current.filter((item) => item.key !== key));

  async function open(item: StackedNotification) {
    close(item.key);
    const { target } = item;
    void navigate(
      target.kind === 'issue' ? questionPath(target.projectId, target.questionId) : workOrderPath(target.workOrderId),
    );
    try {
      // "Opens the project": it becomes the current one, and the message it was stored as is read.
      if (target.kind === 'issue' && target.projectId !== projectRef.current) {
        client.setQueryData(projectKeys.mine(), (await getMyProjects(target.projectId)).data);
      }
      await getMessage(item.messageId);
      await client.invalidateQueries({ queryKey: noticeKeys.all });
    } catch {
      // Shown by the client (spec point 8); the issue page shows itself either way.
    }
  }

  return (
    <NotificationStack
      items={items}
      joined={joined}
      onOpen={(item) => void open(item)}
      onClose={close}
      onCloseAll={() => setItems([])}
    />
  );
}
