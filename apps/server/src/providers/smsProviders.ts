import { type SmsLog, type SmsProvider, logSmsProvider, reportingSmsProvider } from './sms';
import { aliyunSmsSender } from './smsAliyun';
import type { SmsConfig } from './smsConfig';
import { tencentSmsSender } from './smsTencent';
import { webhookSmsSender } from './smsWebhook';

/**
 * The provider SMS_PROVIDER names. In production the log provider says once, at start-up, where codes go:
 * otherwise a team finds out only when nobody can register.
 */
export function smsProviderFor(config: SmsConfig, options: { log: SmsLog; production: boolean }): SmsProvider {
  const { log } = options;
  switch (config.provider) {
    case 'log':
      if (options.production) {
        log.warn(
          { smsProvider: 'log' },
          'SMS_PROVIDER is log: phone verification codes are written to this log, not texted. ' +
            'Set SMS_PROVIDER to aliyun, tencent or webhook (README "Configuration") before people register.',
        );
      }
      return logSmsProvider(log);
    case 'aliyun':
      return reportingSmsProvider({
        provider: 'aliyun',
        send: aliyunSmsSender(config.aliyun, config.timeoutMs),
        log,
        timeoutMs: config.timeoutMs,
      });
    case 'tencent':
      return reportingSmsProvider({
        provider: 'tencent',
        send: tencentSmsSender(config.tencent, config.timeoutMs),
        log,
        timeoutMs: config.timeoutMs,
      });
    case 'webhook':
      return reportingSmsProvider({
        provider: 'webhook',
        send: webhookSmsSender(config.webhook, config.timeoutMs),
        log,
        timeoutMs: config.timeoutMs,
      });
  }
}
