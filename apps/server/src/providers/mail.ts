import type * as Nodemailer from 'nodemailer';
import { lazyPackage } from '../lazyPackage';

const nodemailer = lazyPackage<typeof Nodemailer>('nodemailer');

/** One outgoing e-mail. `code` is set when the mail carries a verification code. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  code?: string;
}

/** How the server sends e-mail; chosen once at start-up (README "Configuration": SMTP_URL). */
export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}

/** The part of a pino logger the log provider needs. */
export interface MailLog {
  info(fields: object, msg: string): void;
}

/**
 * Without SMTP a self-hoster can still bind e-mail addresses: the code is in the server log, where the
 * administrator (and the browser journeys) read it. The body is left out, the code is enough.
 */
export function logMailProvider(log: MailLog): MailProvider {
  return {
    async send(message) {
      log.info({ to: message.to, subject: message.subject, code: message.code }, 'mail sent');
    },
  };
}

export function smtpMailProvider(options: { smtpUrl: string; from: string }): MailProvider {
  const transport = nodemailer().createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

export function mailProviderFor(options: { smtpUrl: string | undefined; from: string; log: MailLog }): MailProvider {
  return options.smtpUrl
    ? smtpMailProvider({ smtpUrl: options.smtpUrl, from: options.from })
    : logMailProvider(options.log);
}
