import { describe, expect, it } from 'vitest';
import { type Publisher, hearPublishFailures } from './publishFailures';

/** Issue 28, ADR 0101: a failed publish of the socket adapter is heard and logged, never left unhandled. */
describe('the socket adapter publisher', () => {
  const flaky = (outcomes: boolean[]): Publisher => ({
    publish: () => (outcomes.shift() ? Promise.resolve(1) : Promise.reject(new Error('Command timed out'))),
  });
  const logged = () => {
    const lines: string[] = [];
    const line = (_details: object, message: string) => void lines.push(message);
    return { lines, log: { warn: line, info: line } };
  };

  it('leaves no rejection unhandled when the caller drops the promise, as the adapter does', async () => {
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      const publisher = hearPublishFailures(flaky([false, false]), logged().log);
      void publisher.publish('socket.io#/#', 'first');
      void publisher.publish('socket.io#/#', 'second');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });

  it('still answers each outcome, and logs the first failure of a run and the recovery after it', async () => {
    const { lines, log } = logged();
    const publisher = hearPublishFailures(flaky([true, false, false, true, false]), log);
    const outcomes: string[] = [];
    for (let sent = 0; sent < 5; sent += 1) {
      outcomes.push(
        await publisher.publish('socket.io#/#', 'event').then(
          () => 'sent',
          () => 'lost',
        ),
      );
    }
    expect(outcomes).toEqual(['sent', 'lost', 'lost', 'sent', 'lost']);
    expect(lines).toEqual([
      'socket events not published to the other instances',
      'socket events published again',
      'socket events not published to the other instances',
    ]);
  });
});
