import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import {
  type ClientToServerEvents,
  type Locale,
  type MessageKey,
  ResultCode,
  SOCKET_PATH,
  SOCKET_UNAUTHORIZED,
  type ServerToClientEvents,
  SocketEvent,
  type SocketAnswer,
  formatMessage,
  localeFromHeader,
  positiveId,
} from '@questline/contract';
import type { FastifyInstance } from 'fastify';
import type * as IoRedis from 'ioredis';
import type * as RedisAdapter from '@socket.io/redis-adapter';
import type * as SocketIo from 'socket.io';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { type CallerLookup, tokenFromCookie } from '../http/access';
import { AppError } from '../http/errors';
import { securityHeadersFor } from '../http/securityHeaders';
import { lazyPackage } from '../lazyPackage';
import { type RedisLog, openRedis } from '../store/redisClient';
import { hearPublishFailures } from './publishFailures';
import { type IoServer, type SocketData, projectRoom, sessionRoom, userRoom } from './hub';
import { answerDiagnostics } from './diagnostics';
import { handshakeOriginAllowed } from './origin';

const socketIo = lazyPackage<typeof SocketIo>('socket.io');
const redisAdapter = lazyPackage<typeof RedisAdapter>('@socket.io/redis-adapter');

type Socket = SocketIo.Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const acceptSend = z.strictObject({ userId: positiveId });
const goInRoom = z.strictObject({ userId: positiveId, projectId: positiveId });

function answer(locale: Locale, code: SocketAnswer['code'], key: MessageKey, extra: object = {}): SocketAnswer {
  return { code, msg: formatMessage(locale, key), ...extra };
}

/** The token from `auth.token`, else the Bearer header, else the `questline` cookie (spec point 7). */
function handshakeToken(handshake: SocketIo.Socket['handshake']): string | undefined {
  const auth = handshake.auth as { token?: unknown };
  if (typeof auth.token === 'string' && auth.token.length > 0) return auth.token;
  const header = handshake.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return tokenFromCookie(handshake.headers.cookie);
}

function handshakeLocale(handshake: SocketIo.Socket['handshake']): Locale {
  const auth = handshake.auth as { language?: unknown };
  const language = typeof auth.language === 'string' ? auth.language : handshake.headers.language;
  return localeFromHeader((Array.isArray(language) ? language[0] : language) ?? handshake.headers['accept-language']);
}

/**
 * What the socket server asks of the modules, handed in by app.ts so that realtime/ stays beneath them (ADR 0138).
 */
export interface SocketDomain {
  /** Who holds the token, never renewing the session: a socket's checks are not the person using the app. */
  lookupSession: (token: string | undefined) => Promise<CallerLookup>;
  /** Which of these sessions still let their person in: the periodic sweep's one question for every socket. */
  livingSessions: (sessionIds: number[]) => Promise<Set<number>>;
  /** Resolves for a member of the project; rejects with the AppError of the project's access rule otherwise. */
  checkProjectMember: (projectId: number, userId: number) => Promise<void>;
  /** Namespaces of their own (the chat's /im), each attached once; answers how to stop them. */
  attachNamespaces: (io: IoServer) => () => void;
}

/**
 * Spec point 7 "Transport", issue 11: socket.io on the API's own server and port. The handshake needs a
 * live session; a socket acts only as its own user, joins its user room on accept_send and a project's
 * room on goInRoom only as a member. Every event re-checks the session, and so does a periodic sweep,
 * so a socket does not outlive its session (logout disconnects at once through Realtime.endSession).
 */
export function attachSocketServer(
  app: FastifyInstance,
  deps: AppDeps,
  domain: SocketDomain,
  shared?: { url: string; namespace: string; log: RedisLog },
): void {
  const io: IoServer = new (socketIo().Server)(app.server as HttpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    cors: { origin: false },
    allowRequest: (request, callback) => callback(null, handshakeOriginAllowed(request, deps.config)),
  });
  // engine.io answers its polling requests and refusals on the HTTP server itself, past Fastify's hooks; its
  // middlewares run before each of those answers (issue 28, point 13).
  const headers = securityHeadersFor(deps.config);
  io.engine.use((_request: IncomingMessage, response: ServerResponse, next: () => void) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    next();
  });
  const redis: IoRedis.Redis[] = [];
  if (shared) {
    const publisher = hearPublishFailures(
      openRedis(shared.url, { purpose: 'socket events out', log: shared.log }),
      shared.log,
    );
    const subscriber = openRedis(shared.url, { purpose: 'socket events in', log: shared.log });
    redis.push(publisher, subscriber);
    // Pub/sub ignores the database index, so the channel carries the installation's namespace (issue 28).
    io.adapter(redisAdapter().createAdapter(publisher, subscriber, { key: `${shared.namespace}socket.io` }));
    // The adapter's subscriptions were sent first on this connection, so this answer means they hold:
    // the instance starts only once it hears the other instances' events.
    app.addHook('onReady', async () => {
      await subscriber.ping();
    });
  }

  const endSocket = (socket: Socket, why: 'unauthorized' | 'sessionExpired'): void => {
    socket.emit(SocketEvent.sessionEnded, answer(socket.data.locale, ResultCode.unauthorized, why));
    socket.disconnect(true);
  };

  const sessionAlive = async (socket: Socket): Promise<boolean> => {
    const lookup = await domain.lookupSession(socket.data.token);
    if (lookup.found && lookup.caller.sessionId === socket.data.sessionId) return true;
    endSocket(socket, lookup.found ? 'unauthorized' : 'sessionExpired');
    return false;
  };

  io.use((socket, next) => {
    const token = handshakeToken(socket.handshake);
    domain.lookupSession(token).then(
      (lookup) => {
        if (!lookup.found || token === undefined) return next(new Error(SOCKET_UNAUTHORIZED));
        socket.data = {
          userId: lookup.caller.userId,
          sessionId: lookup.caller.sessionId,
          token,
          locale: handshakeLocale(socket.handshake),
        };
        void socket.join(sessionRoom(lookup.caller.sessionId));
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  });

  io.on('connection', (socket) => {
    const { locale } = socket.data;
    answerDiagnostics(socket, () => deps.now().getTime());
    socket.on(SocketEvent.acceptSend, (payload: unknown) => {
      void (async () => {
        if (!(await sessionAlive(socket))) return;
        const parsed = acceptSend.safeParse(payload);
        if (!parsed.success) {
          socket.emit(SocketEvent.acceptResponse, answer(locale, ResultCode.badRequest, 'socketBadPayload'));
        } else if (parsed.data.userId !== socket.data.userId) {
          socket.emit(SocketEvent.acceptResponse, answer(locale, ResultCode.forbidden, 'socketNotYourself'));
        } else {
          await socket.join(userRoom(socket.data.userId));
          socket.emit(
            SocketEvent.acceptResponse,
            answer(locale, ResultCode.ok, 'socketJoined', { userId: socket.data.userId }),
          );
        }
      })().catch((error: unknown) => app.log.error({ err: error }, 'accept_send failed'));
    });

    socket.on(SocketEvent.goInRoom, (payload: unknown) => {
      void (async () => {
        if (!(await sessionAlive(socket))) return;
        const parsed = goInRoom.safeParse(payload);
        if (!parsed.success) {
          socket.emit(SocketEvent.goInRoomResponse, answer(locale, ResultCode.badRequest, 'socketBadPayload'));
          return;
        }
        const { userId, projectId } = parsed.data;
        if (userId !== socket.data.userId) {
          socket.emit(
            SocketEvent.goInRoomResponse,
            answer(locale, ResultCode.forbidden, 'socketNotYourself', { projectId }),
          );
          return;
        }
        try {
          await domain.checkProjectMember(projectId, userId);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          socket.emit(SocketEvent.goInRoomResponse, answer(locale, ResultCode.notFound, 'notFound', { projectId }));
          return;
        }
        await socket.join(projectRoom(projectId));
        socket.emit(SocketEvent.goInRoomResponse, answer(locale, ResultCode.ok, 'socketJoined', { userId, projectId }));
      })().catch((error: unknown) => app.log.error({ err: error }, 'goInRoom failed'));
    });
  });

  // One question for every socket's session at once: a look-up per socket held the event loop (issue 37).
  const sweep = setInterval(() => {
    const sockets = [...io.of('/').sockets.values()];
    domain
      .livingSessions(sockets.map((socket) => socket.data.sessionId))
      .then((living) => {
        for (const socket of sockets) if (!living.has(socket.data.sessionId)) endSocket(socket, 'sessionExpired');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'socket session check failed'));
  }, deps.config.socketSessionCheckMs);
  sweep.unref();

  const stopNamespaces = domain.attachNamespaces(io);
  deps.realtime.attach(io);
  // Open sockets would hold the HTTP server's close; they go first, then Redis. Their connections are closed
  // under them rather than the sockets disconnected: a socket.io client takes a socket disconnect for good, a lost
  // connection as a reason to connect again, which behind a proxy reaches another instance (issue 36, ADR 0136).
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    stopNamespaces();
    deps.realtime.detach();
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await Promise.all(redis.map((client) => client.quit().catch(() => undefined)));
  });
}
