import { type QuestionChangedEvent, SocketEvent } from '@questline/contract';
import { useEffect, useRef, useState } from 'react';
import { currentLocale } from '../../i18n';
import { useSession } from '../../session/store';
import { getToken } from '../../session/token';
import { connectSocket } from '../realtime';

/**
 * Issue 13 "Live updates": joins the rooms of the given projects on a connection of its own (the big screen
 * is a standalone page without the main layout's bridge) and calls `onChange` for each questionChanged.
 * Rejoins after every reconnection, as rooms do not survive one. Answers whether the connection is up.
 */
export function useProjectRoomEvents(
  projectIds: readonly number[],
  onChange: (event: QuestionChangedEvent) => void,
): boolean {
  const [connected, setConnected] = useState(false);
  const userId = useSession()?.user.userId ?? null;
  const listener = useRef(onChange);
  useEffect(() => {
    listener.current = onChange;
  }, [onChange]);
  const rooms = projectIds.join(',');
  useEffect(() => {
    const token = getToken();
    if (userId === null || !token || rooms === '') return;
    const socket = connectSocket(token, currentLocale());
    socket.on('connect', () => {
      for (const projectId of rooms.split(',').map(Number)) socket.emit(SocketEvent.goInRoom, { userId, projectId });
    });
    socket.on('disconnect', () => setConnected(false));
    socket.on(SocketEvent.goInRoomResponse, (answer) => setConnected(answer.code === 200));
    socket.on(SocketEvent.questionChanged, (event) => listener.current(event));
    return () => {
      socket.disconnect();
    };
  }, [userId, rooms]);
  return connected;
}
