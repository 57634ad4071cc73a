import { ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage, MailProvider } from '../../providers/mail';
import { apiAs } from '../../test/api';
import { type TestDatabase, createTestDatabase } from '../../test/database';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { type TestServer, getTestServer } from '../../test/server';

/**
 * Issue 36, ADR 0136: a server that stops leaves the notification mail queue whole. A batch still inside its window
 * goes out during the shutdown rather than at some later start; a send the mail server does not finish in time gives
 * its messages back to the queue, and the next start sends them.
 */
describe('the notification mail queue at shutdown', () => {
  let database: TestDatabase;
  let w: ProjectWorld;
  beforeAll(async () => {
    database = await createTestDatabase();
    w = await buildProjectWorld(database.db);
  });
  afterAll(() => database.dispose());

  /** A server of this deployment whose mail window is an hour: nothing goes out by the timer during a test. */
  const instance = (mail: MailProvider, notifyMailWindowMs = 3_600_000) =>
    getTestServer({ database, mail, config: { notifyMailWindowMs } });
  const mailStates = async (userId: number) =>
    (
      await database.db
        .selectFrom('user_messages')
        .select('mail_state')
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute()
    ).map((row) => row.mail_state);
  const assign = async (server: TestServer, title: string, userId: number) => {
    const filed = await apiAs(server, w.member.token)('POST', 'questionInfo', {
      projectId: w.projectId,
      questionName: title,
      handlerUserIds: [userId],
    });
    expect(filed.code, filed.msg).toBe(ResultCode.ok);
    // The message row is written after the answer, by the event's delivery.
    await vi.waitFor(async () => expect((await mailStates(userId)).at(-1)).toBe(1), { timeout: 5000, interval: 20 });
  };

  it('sends a batch still waiting in its window when the server closes', async () => {
    await database.db
      .updateTable('users')
      .set({ email: `other${w.other.id}@example.com`, email_notify: 1 })
      .where('id', '=', w.other.id)
      .execute();
    const sent: MailMessage[] = [];
    const server = await instance({ send: async (message) => void sent.push(message) });
    await assign(server, 'Waiting at shutdown', w.other.id);
    expect(sent).toEqual([]);

    await server.close();
    expect(sent.map((message) => message.to)).toEqual([`other${w.other.id}@example.com`]);
    expect(sent[0]?.text).toContain('Waiting at shutdown');
    expect(await mailStates(w.other.id)).toEqual([2]);
  });

  it('queues again what a mail server that does not answer kept, and the next start sends it', async () => {
    await database.db
      .updateTable('users')
      .set({ email: `admin${w.admin.id}@example.com`, email_notify: 1 })
      .where('id', '=', w.admin.id)
      .execute();
    const attempts: MailMessage[] = [];
    // Accepts the mail and never answers, as a mail server that hangs.
    const stuck = await instance({ send: (message) => new Promise<void>(() => void attempts.push(message)) });
    await assign(stuck, 'Stuck at shutdown', w.admin.id);

    await stuck.close();
    expect(attempts).toHaveLength(1);
    expect(await mailStates(w.admin.id)).toEqual([1]);

    const sent: MailMessage[] = [];
    const next = await instance({ send: async (message) => void sent.push(message) }, 0);
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000, interval: 20 });
    expect(sent[0]?.text).toContain('Stuck at shutdown');
    expect(await mailStates(w.admin.id)).toEqual([2]);
    await next.close();
  });
});
