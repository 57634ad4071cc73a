import { type Locale, type PhoneCodeScene, maskPhone } from '@questline/contract';

/** One verification code to text; `locale` is the language of the request that asked for it. */
export interface SmsCode {
  phone: string;
  code: string;
  scene: PhoneCodeScene;
  locale: Locale;
}

/**
 * Sends a verification code by text message; chosen once at start-up (README "Configuration": SMS_PROVIDER).
 * A rejection means nobody was sent the code.
 */
export interface SmsProvider {
  sendCode(input: SmsCode): Promise<void>;
}

/** The part of a pino logger the SMS providers write to. */
export interface SmsLog {
  info(fields: object, msg: string): void;
  warn(fields: object, msg: string): void;
  error(fields: object, msg: string): void;
}

/** What a vendor answered when it accepted a message: its id for that message, to look it up in its console. */
export interface SmsReceipt {
  messageId: string;
}

/** One vendor's way of sending: answers the receipt, or throws (an SmsDeliveryError when the vendor refused). */
export type SmsSender = (input: SmsCode) => Promise<SmsReceipt>;

/** A vendor refused the message or did not answer in time; `vendorCode` is the vendor's own error code. */
export class SmsDeliveryError extends Error {
  constructor(
    readonly vendorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/**
 * The default: one structured info line `sms code` with phone, code and scene. A self-hoster without an
 * SMS contract reads codes from the log, and the e2e journeys do the same (e2e/support/serverLog.ts).
 */
export function logSmsProvider(log: Pick<SmsLog, 'info'>): SmsProvider {
  return {
    async sendCode({ phone, code, scene }) {
      log.info({ phone, code, scene }, 'sms code');
    },
  };
}

const LOGGED_MESSAGE_MAX = 300;

/**
 * The vendor's code for a failure. SDK errors carry it as `code` (Aliyun `isv.*`, Tencent `FailedOperation.*`,
 * Node's `ECONNREFUSED`); fetch hides Node's code in `cause`; time-outs have only a name or a message.
 */
function vendorCodeOf(error: unknown): string {
  if (error instanceof SmsDeliveryError) return error.vendorCode;
  if (!(error instanceof Error)) return 'unknown';
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code !== '') return code;
  if (/timeout/i.test(error.name) || /time(d)?[ -]?out/i.test(error.message)) return 'timeout';
  if (error.cause !== undefined) return vendorCodeOf(error.cause);
  return /\b(E[A-Z]{3,})\b/.exec(error.message)?.[1] ?? 'unknown';
}

/**
 * Vendors' messages can quote the request, and Aliyun's network errors quote the whole URL with the
 * template parameter in it: the code is cut out of anything logged.
 */
function withoutCode(message: string, code: string): string {
  return message.split(code).join('******').slice(0, LOGGED_MESSAGE_MAX);
}

/**
 * Wraps a vendor's sender with what every vendor shares: an answer within `timeoutMs` whatever the SDK does,
 * one log line per message (the vendor's message id, or its error code), and never the code in the log.
 */
export function reportingSmsProvider(options: {
  provider: string;
  send: SmsSender;
  log: SmsLog;
  timeoutMs: number;
}): SmsProvider {
  return {
    async sendCode(input) {
      const fields = { smsProvider: options.provider, scene: input.scene, phone: maskPhone(input.phone) };
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new SmsDeliveryError('timeout', `no answer within ${options.timeoutMs} ms`)),
          options.timeoutMs,
        );
      });
      try {
        const receipt = await Promise.race([options.send(input), late]);
        options.log.info({ ...fields, messageId: receipt.messageId }, 'sms sent');
      } catch (error) {
        const vendorCode = vendorCodeOf(error);
        const detail = withoutCode(error instanceof Error ? error.message : String(error), input.code);
        options.log.error({ ...fields, vendorCode, detail }, 'sms delivery failed');
        throw new SmsDeliveryError(vendorCode, detail);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
