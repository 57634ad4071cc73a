import type * as Dysmsapi from '@alicloud/dysmsapi20170525';
import type * as OpenApiCore from '@alicloud/openapi-core';
import { lazyPackage } from '../lazyPackage';
import { SmsDeliveryError, type SmsSender } from './sms';
import type { AliyunSmsSettings } from './smsConfig';

// Alibaba Cloud's SDK takes about 0.3 s and 30 MB to load: only installations that text through it pay.
const dysmsapi = lazyPackage<typeof Dysmsapi>('@alicloud/dysmsapi20170525');
const openApiCore = lazyPackage<typeof OpenApiCore>('@alicloud/openapi-core');

/** Aliyun's answer code for an accepted message; anything else is its error code (`isv.*`). */
const ACCEPTED = 'OK';

/**
 * Aliyun SMS (dysmsapi 2017-05-25 SendSms) through Alibaba Cloud's SDK: the 11-digit mainland number, the
 * sign name, the scene's template and the code as the template's one variable. The SDK retries nothing
 * unless asked (no `retryOptions`), so a time-out never becomes a second text.
 */
export function aliyunSmsSender(settings: AliyunSmsSettings, timeoutMs: number): SmsSender {
  let client: Dysmsapi.default | undefined;
  const clientOf = () => {
    const { $OpenApiUtil } = openApiCore();
    client ??= new (dysmsapi().default)(
      new $OpenApiUtil.Config({
        accessKeyId: settings.accessKeyId,
        accessKeySecret: settings.accessKeySecret,
        endpoint: settings.endpoint.host,
        protocol: settings.endpoint.protocol,
        connectTimeout: timeoutMs,
        readTimeout: timeoutMs,
      }),
    );
    return client;
  };

  return async ({ phone, code, scene }) => {
    const request = new (dysmsapi().SendSmsRequest)({
      phoneNumbers: phone,
      signName: settings.signName,
      templateCode: settings.templates[scene],
      templateParam: JSON.stringify({ [settings.codeParam]: code }),
    });
    // Refusals come both ways: HTTP 4xx (thrown by the SDK with `code`) and HTTP 200 with a code in the body.
    const body = (await clientOf().sendSms(request)).body;
    if (body?.code !== ACCEPTED) throw new SmsDeliveryError(body?.code ?? 'unknown', body?.message ?? '');
    return { messageId: body.bizId ?? '' };
  };
}
