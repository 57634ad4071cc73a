import { type ApiOk, type Locale, type PhoneAddAnswer, ResultCode, formatMessage } from '@questline/contract';
import { ok } from '../../http/envelope';

/**
 * The envelope of adding one person by phone: an invitation says so in the message, in the same words
 * whether the number has an account or not (ADR 0099).
 */
export function phoneAddAnswer(locale: Locale, phone: string, answer: PhoneAddAnswer): ApiOk<PhoneAddAnswer> {
  if (answer.outcome === 'added') return ok(locale, answer);
  return {
    code: ResultCode.ok,
    msg: formatMessage(locale, 'memberInvitationSent', { phone: phone.trim() }),
    data: answer,
  };
}
