import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logMailProvider, mailProviderFor } from './mail';

/** Issue 3 "SMS and e-mail go through provider interfaces". */
describe('mail providers', () => {
  it('the log provider writes one info line "mail sent" with to, subject and code', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const provider = logMailProvider(pino({ level: 'info' }, sink));
    await provider.send({ to: 'a@example.com', subject: 'Code', text: 'Your code is 123456', code: '123456' });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 30,
      msg: 'mail sent',
      to: 'a@example.com',
      subject: 'Code',
      code: '123456',
    });
  });

  describe('over SMTP (SMTP_URL set)', () => {
    const received: { from: string; to: string[]; data: string }[] = [];
    let smtp: SMTPServer;
    let port: number;

    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              data: Buffer.concat(chunks).toString(),
            });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      port = (smtp.server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

    it('delivers the message from MAIL_FROM to the recipient', async () => {
      const provider = mailProviderFor({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Questline <team@example.com>',
        log: { info: () => undefined },
      });
      await provider.send({ to: 'bob@example.com', subject: 'Hello', text: 'Your code is 654321', code: '654321' });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ from: 'team@example.com', to: ['bob@example.com'] });
      expect(received[0]?.data).toContain('Subject: Hello');
      expect(received[0]?.data).toContain('Your code is 654321');
    });

    it('fails loudly when the SMTP server refuses', async () => {
      const provider = mailProviderFor({
        smtpUrl: `smtp://127.0.0.1:1`,
        from: 'team@example.com',
        log: { info: () => undefined },
      });
      await expect(provider.send({ to: 'bob@example.com', subject: 'x', text: 'y' })).rejects.toThrow();
    });
  });
});
