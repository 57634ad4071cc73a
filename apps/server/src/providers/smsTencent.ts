import type * as TencentSms from 'tencentcloud-sdk-nodejs-sms';
import { lazyPackage } from '../lazyPackage';
import { SmsDeliveryError, type SmsSender } from './sms';
import type { TencentSmsSettings } from './smsConfig';

// Loaded on the first text, only where SMS_PROVIDER=tencent.
const tencentSms = lazyPackage<typeof TencentSms>('tencentcloud-sdk-nodejs-sms');

/** Tencent's status code for an accepted number; anything else is its error code (`LimitExceeded.*`). */
const ACCEPTED = 'Ok';
/** Questline's phones are mainland numbers (spec point 5); Tencent wants E.164. */
const MAINLAND = '+86';

type TencentClient = InstanceType<typeof TencentSms.sms.v20210111.Client>;

/**
 * Tencent Cloud SMS (2021-01-11 SendSms) through Tencent Cloud's SDK: the number in E.164, the SDK app id,
 * sign name, the scene's template and the code as the template's one parameter. The SDK sends once.
 */
export function tencentSmsSender(settings: TencentSmsSettings, timeoutMs: number): SmsSender {
  let client: TencentClient | undefined;
  const clientOf = () => {
    client ??= new (tencentSms().sms.v20210111.Client)({
      credential: { secretId: settings.secretId, secretKey: settings.secretKey },
      region: settings.region,
      profile: {
        httpProfile: {
          endpoint: settings.endpoint.host,
          protocol: `${settings.endpoint.protocol}://`,
          reqTimeout: timeoutMs / 1000,
        },
      },
    });
    return client;
  };

  return async ({ phone, code, scene }) => {
    // A refused request (credentials, sign) is thrown by the SDK with `code`; a refused number comes back
    // in its status with the request accepted.
    const response = await clientOf().SendSms({
      PhoneNumberSet: [`${MAINLAND}${phone}`],
      SmsSdkAppId: settings.sdkAppId,
      SignName: settings.signName,
      TemplateId: settings.templates[scene],
      TemplateParamSet: [code],
    });
    const status = response.SendStatusSet?.[0];
    if (status?.Code !== ACCEPTED) throw new SmsDeliveryError(status?.Code ?? 'unknown', status?.Message ?? '');
    return { messageId: status.SerialNo ?? response.RequestId ?? '' };
  };
}
