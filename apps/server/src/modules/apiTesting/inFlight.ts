import { API_SENDS_IN_FLIGHT_MAX } from '@questline/contract';
import { failure } from '../../http/errors';

const sending = new Map<number, number>();

/**
 * At most API_SENDS_IN_FLIGHT_MAX requests of one person in flight on this server at once: each may hold a
 * connection for 30 s, and the tester is not meant to turn the server into someone's load generator.
 */
export async function withSendSlot<T>(userId: number, work: () => Promise<T>): Promise<T> {
  const count = sending.get(userId) ?? 0;
  if (count >= API_SENDS_IN_FLIGHT_MAX) throw failure('apiSendsInFlight', { max: API_SENDS_IN_FLIGHT_MAX });
  sending.set(userId, count + 1);
  try {
    return await work();
  } finally {
    const left = (sending.get(userId) ?? 1) - 1;
    if (left === 0) sending.delete(userId);
    else sending.set(userId, left);
  }
}
