import type { RedisLog } from '../store/redisClient';

/** What the socket.io Redis adapter calls on its publishing connection. */
export interface Publisher {
  publish(channel: string | Buffer, message: string | Buffer): Promise<number>;
}

/**
 * The socket.io Redis adapter publishes every event to the other instances without awaiting or catching the
 * command: while Redis is away, or slower than the command time-out under load, each broadcast left a rejection
 * nobody handled. Here each publish is heard: the first failure is logged, and the first success after it, as the
 * connection logs an outage (store/redisClient.ts). The event is lost for the other instances either way; the
 * clients there catch up when they reconnect or reload.
 */
export function hearPublishFailures<T extends Publisher>(publisher: T, log: RedisLog | undefined): T {
  const publish = publisher.publish.bind(publisher);
  let failing = false;
  const heard: Publisher['publish'] = (channel, message) => {
    const sent = publish(channel, message);
    sent.then(
      () => {
        if (!failing) return;
        failing = false;
        log?.info({ purpose: 'socket events out' }, 'socket events published again');
      },
      (error: unknown) => {
        if (failing) return;
        failing = true;
        log?.warn({ purpose: 'socket events out', err: error }, 'socket events not published to the other instances');
      },
    );
    return sent;
  };
  return Object.assign(publisher, { publish: heard });
}
