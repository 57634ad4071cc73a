import type { AddressInfo } from 'node:net';
import { ResultCode } from '@questline/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailProviderFor } from '../../providers/mail';
import { apiAs } from '../../test/api';
import { type ProjectWorld, buildProjectWorld } from '../../test/projectWorld';
import { buildQuestion } from '../../test/questions';
import { type TestServer, getTestServer } from '../../test/server';

interface Received {
  to: string[];
  data: string;
}

/** The subject and text of a raw single-part mail, undoing MIME's encoded words and transfer encoding. */
function readMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  const subject = header('Subject')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_whole, kind: string, value: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(value, 'base64').toString('utf8')
        : quotedPrintable(value.replace(/_/g, ' ')),
    );
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body.replace(/=\r\n/g, ''))
        : body;
  return { subject, text };
}

function quotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index] ?? '';
    const hex = value.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * Issue 11 "E-mail" (ADR 0032): people who switched e-mail on get the notifications by mail, through the
 * real SMTP provider against a local SMTP server; a burst within the window is one mail.
 */
describe('notification e-mail', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let server: TestServer;
  let w: ProjectWorld;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data: Buffer.concat(chunks).toString(),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    server = await getTestServer({
      config: { notifyMailWindowMs: 800 },
      mail: mailProviderFor({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Questline <team@example.com>',
        log: { info: () => undefined },
      }),
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });
  beforeEach(async () => {
    w = await buildProjectWorld(server.database.db);
    received.length = 0;
  });

  const wantsMail = (userId: number, address: string, on = 1) =>
    server.database.db
      .updateTable('users')
      .set({ email: address, email_notify: on })
      .where('id', '=', userId)
      .execute();
  const file = (title: string, handlerUserIds: number[]) =>
    apiAs(server, w.member.token)('POST', 'questionInfo', {
      projectId: w.projectId,
      questionName: title,
      handlerUserIds,
    });

  it('shows a batch waiting for its window in /metrics until it is sent (issue 36)', async () => {
    await wantsMail(w.other.id, `other${w.other.id}@example.com`);
    const waiting = async () => {
      const text = (await server.app.inject({ method: 'GET', url: '/metrics' })).body;
      return Number(/^questline_mail_queue\{state="waiting"\} (\d+)$/m.exec(text)?.[1]);
    };
    await expect.poll(waiting).toBe(0);
    expect((await file('Queued crash', [w.other.id])).code).toBe(ResultCode.ok);
    await expect.poll(waiting).toBe(1);
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    await expect.poll(waiting).toBe(0);
  });

  it('a burst of events for one person (a batch hand-over) sends one mail listing them all', async () => {
    await wantsMail(w.other.id, `other${w.other.id}@example.com`);
    const items = [];
    for (const title of ['First crash', 'Second crash', 'Third crash']) {
      const built = await buildQuestion(server.database.db, {
        projectId: w.projectId,
        creatorId: w.member.id,
        handlerIds: [w.member.id],
        title,
      });
      items.push({ questionId: built.id, updateTime: built.updateTime });
    }
    const handOver = await apiAs(server, w.member.token)('POST', 'questionInfo/batchQuestionByChangeToUser', {
      projectId: w.projectId,
      items,
      handlerUserIds: [w.other.id],
    });
    expect(handOver.code).toBe(ResultCode.ok);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000, interval: 50 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.to).toEqual([`other${w.other.id}@example.com`]);
    const { subject, text: body } = readMail(mail?.data ?? '');
    expect(subject).toBe('Questline：你有 3 条新通知 / Questline: 3 new notifications');
    expect(body).toContain('以下工作需要你关注');
    for (const title of ['First crash', 'Second crash', 'Third crash']) expect(body).toContain(title);
    expect(body).toContain(w.projectName);
    const rows = await server.database.db
      .selectFrom('user_messages')
      .select('mail_state')
      .where('user_id', '=', w.other.id)
      .execute();
    expect(rows.map((row) => row.mail_state)).toEqual([2, 2, 2]);
  });

  it('nobody is mailed who did not switch e-mail on, or has no address', async () => {
    await wantsMail(w.other.id, `other${w.other.id}@example.com`, 0);
    await file('Quiet one', [w.other.id, w.admin.id]);
    await vi.waitFor(
      async () =>
        expect(
          (
            await server.database.db
              .selectFrom('user_messages')
              .select('id')
              .where('user_id', 'in', [w.other.id, w.admin.id])
              .execute()
          ).length,
        ).toBe(2),
      { timeout: 3000, interval: 20 },
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(received).toEqual([]);
  });

  it('separate people get separate mails', async () => {
    await wantsMail(w.other.id, `other${w.other.id}@example.com`);
    await wantsMail(w.admin.id, `admin${w.admin.id}@example.com`);
    await file('Shared work', [w.other.id, w.admin.id]);
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 5000, interval: 50 });
    expect(received.flatMap((mail) => mail.to).sort()).toEqual(
      [`admin${w.admin.id}@example.com`, `other${w.other.id}@example.com`].sort(),
    );
  });
});
