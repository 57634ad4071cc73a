import {
  IM_AWAY_AFTER_MS,
  IM_SOCKET_NAMESPACE,
  type ImPresence,
  ImSocketEvent,
  type Locale,
  SOCKET_UNAUTHORIZED,
  imTypingPayload,
  imWatchPayload,
  localeFromHeader,
} from '@questline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { type ImNamespace, type IoServer, presenceRoom, sessionRoom, userRoom } from '../../realtime/hub';
import { livingSessions } from '../account/sessions';
import { conversationAccess, conversationPeople } from './conversationAccess';
import { lookupImToken } from './imTokens';
import { visibleAmong } from './people';

type Deps = Pick<AppDeps, 'db' | 'now' | 'config'>;

/** The latest activity of each person among the sockets, or null for one with none connected. */
function latestActivity(
  userIds: readonly number[],
  sockets: readonly { data: { userId: number; lastActiveAt: number } }[],
) {
  return userIds.map((userId): ImPresence => {
    const times = sockets.filter((socket) => socket.data.userId === userId).map((socket) => socket.data.lastActiveAt);
    return { userId, lastActiveAt: times.length === 0 ? null : Math.max(...times) };
  });
}

/**
 * The built-in chat's socket namespace (issue 33, ADR 0132), on the workspace's socket server and so on its Redis
 * adapter: a message raised on one instance reaches the chats connected to another. The handshake takes a
 * messaging access token only. Each socket sits in its person's room (messages, reads, typing), its session's
 * room (logout ends it) and the presence rooms of the people it watches.
 *
 * Presence costs no database write: a socket's last activity lives in its own data, read across instances with
 * fetchSockets, and only a change of state is told (connected, back from away, gone).
 */
export function attachImNamespace(io: IoServer, deps: Deps, log: FastifyBaseLogger): () => void {
  const chats = io.of(IM_SOCKET_NAMESPACE) as unknown as ImNamespace;

  /** Every socket of these people on every instance; this instance's alone if another does not answer. */
  const socketsOf = async (userIds: readonly number[]) => {
    if (userIds.length === 0) return [];
    try {
      return await chats.in(userIds.map(userRoom)).fetchSockets();
    } catch (error) {
      log.warn({ err: error }, 'messaging presence: another instance did not answer');
      return [...chats.sockets.values()].filter((socket) => userIds.includes(socket.data.userId));
    }
  };
  // Set when the server closes: its sockets then disconnect while Redis is being shut, and a presence change told
  // then would be published on a closed connection (the adapter does not catch that rejection).
  let closing = false;
  const announce = (presence: ImPresence) => {
    if (!closing) chats.to(presenceRoom(presence.userId)).emit(ImSocketEvent.presence, presence);
  };

  chats.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown; language?: unknown };
    const token = typeof auth.token === 'string' ? auth.token : undefined;
    lookupImToken(deps, token).then(
      (lookup) => {
        if (!lookup.found) return next(new Error(SOCKET_UNAUTHORIZED));
        const locale: Locale = localeFromHeader(typeof auth.language === 'string' ? auth.language : undefined);
        socket.data = {
          userId: lookup.caller.userId,
          sessionId: lookup.caller.sessionId,
          locale,
          lastActiveAt: deps.now().getTime(),
        };
        void socket.join([userRoom(lookup.caller.userId), sessionRoom(lookup.caller.sessionId)]);
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  });

  chats.on('connection', (socket) => {
    const { userId } = socket.data;
    const failed = (what: string) => (error: unknown) => log.error({ err: error }, `messaging socket: ${what} failed`);

    void socketsOf([userId])
      .then((mine) => {
        if (mine.length <= 1) announce({ userId, lastActiveAt: socket.data.lastActiveAt });
      })
      .catch(failed('presence on connect'));

    socket.on(ImSocketEvent.active, () => {
      const now = deps.now().getTime();
      const wasAway = now - socket.data.lastActiveAt >= IM_AWAY_AFTER_MS;
      socket.data.lastActiveAt = now;
      if (wasAway) announce({ userId, lastActiveAt: now });
    });

    socket.on(ImSocketEvent.typing, (payload: unknown) => {
      const parsed = imTypingPayload.safeParse(payload);
      if (!parsed.success) return;
      void (async () => {
        try {
          const { conversation } = await conversationAccess(deps.db, {
            conversationId: parsed.data.conversationId,
            userId,
          });
          const people = (await conversationPeople(deps.db, conversation)).filter((id) => id !== userId);
          const me = await deps.db.selectFrom('users').select('nick_name').where('id', '=', userId).executeTakeFirst();
          if (people.length === 0 || !me) return;
          chats
            .to(people.map(userRoom))
            .emit(ImSocketEvent.typing, { conversationId: conversation.id, userId, nickName: me.nick_name });
        } catch (error) {
          // Typing in a conversation that is not theirs (or no longer) tells nobody.
          if (!(error instanceof AppError)) throw error;
        }
      })().catch(failed('typing'));
    });

    socket.on(ImSocketEvent.watch, (payload: unknown, ack: unknown) => {
      const parsed = imWatchPayload.safeParse(payload);
      if (!parsed.success || typeof ack !== 'function') return;
      const answer = ack as (presence: ImPresence[]) => void;
      void (async () => {
        const visible = [...(await visibleAmong(deps.db, userId, parsed.data.userIds))];
        for (const room of socket.rooms) if (room.startsWith('presence:')) await socket.leave(room);
        await socket.join(visible.map(presenceRoom));
        answer(latestActivity(visible, await socketsOf(visible)));
      })().catch(failed('watch'));
    });

    socket.on('disconnect', () => {
      if (closing) return;
      void socketsOf([userId])
        .then((left) => {
          if (left.length === 0) announce({ userId, lastActiveAt: null });
        })
        .catch(failed('presence on disconnect'));
    });
  });

  // A socket does not outlive the session its token came from (expiry, a newer sign-in, a disabled account; logout
  // ends it at once through Realtime.endSession). One question for every chat's session, as the workspace's sweep.
  const sweep = setInterval(() => {
    const sockets = [...chats.sockets.values()];
    livingSessions(
      deps.db,
      sockets.map((socket) => socket.data.sessionId),
      deps.now(),
    )
      .then((living) => {
        for (const socket of sockets) {
          if (living.has(socket.data.sessionId)) continue;
          socket.emit(ImSocketEvent.sessionEnded);
          socket.disconnect(true);
        }
      })
      .catch((error: unknown) => log.warn({ err: error }, 'messaging socket session check failed'));
  }, deps.config.socketSessionCheckMs);
  sweep.unref();
  return () => {
    closing = true;
    clearInterval(sweep);
  };
}
