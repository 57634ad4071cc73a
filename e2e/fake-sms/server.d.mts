/** One message as a fake vendor received it; `phone` is in the vendor's own format. */
export interface FakeSmsMessage {
  vendor: 'aliyun' | 'tencent' | 'webhook';
  phone: string;
  /** The code the message carried (the template parameter, or the webhook's `code`). */
  code: string;
  /** False when the fake refused it (refuseNext, or a webhook signature that did not match). */
  accepted: boolean;
  /** Aliyun's access key id / Tencent's secret id from the Authorization header. */
  credential?: string;
  signName?: string;
  template?: string;
  /** Aliyun: the TemplateParam object; Tencent: TemplateParamSet. */
  params?: Record<string, unknown> | unknown[];
  region?: string;
  sdkAppId?: string;
  scene?: string;
  locale?: string;
  signatureValid?: boolean;
}

/** How the next request is refused: the vendor's code and message; Aliyun and the webhook take an HTTP status. */
export interface FakeSmsRefusal {
  code: string;
  message: string;
  httpStatus?: number;
  /** Tencent: `error` refuses the whole request (Response.Error), otherwise the number's SendStatus. */
  form?: 'error' | 'status';
}

export interface FakeSms {
  /** Base address: SMS_ALIYUN_ENDPOINT and SMS_TENCENT_ENDPOINT point here. */
  url: string;
  /** SMS_WEBHOOK_URL points here. */
  webhookUrl: string;
  received: FakeSmsMessage[];
  refuseNext(refusal: FakeSmsRefusal): void;
  /** The next request gets no answer until close(). */
  hangNext(): void;
  /** The newest accepted code sent to this 11-digit phone, if any. */
  lastCode(phone: string): string | undefined;
  close(): Promise<void>;
}

/** Starts the fake vendors; port 0 picks a free one. The webhook checks signatures made with webhookSecret. */
export function startFakeSms(options?: { port?: number; host?: string; webhookSecret?: string }): Promise<FakeSms>;
