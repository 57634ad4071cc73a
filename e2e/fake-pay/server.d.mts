/** A call the fake received, and whether its signature verified with the merchant's key. */
export interface FakePayCall {
  endpoint: 'alipay.trade.page.pay' | 'v3/pay/transactions/native';
  method?: string;
  authentic: boolean;
}

/** A notification the fake sent, and what the merchant answered. */
export interface FakePayNotice {
  gateway: 'alipay' | 'wechat';
  notifyUrl: string;
  status: number;
  text: string;
}

export interface FakeWechatOrder {
  appid: string;
  mchid: string;
  description: string;
  out_trade_no: string;
  notify_url: string;
  amount: { total: number; currency: string };
  codeUrl: string;
}

export interface FakePay {
  /** Base address, e.g. http://127.0.0.1:40123. */
  url: string;
  received: FakePayCall[];
  notified: FakePayNotice[];
  alipayAppId: string;
  wechat: { appId: string; mchId: string };
  /** The product's ALIPAY_* and WECHAT_PAY_* settings pointing at this fake, with its keys. */
  environment(): Record<string, string>;
  /** An asynchronous notification signed with the fake's Alipay key; `fields` override the defaults. */
  alipayNotification(fields: Record<string, string>): URLSearchParams;
  /** A v3 notification of `transaction`, sealed with the APIv3 key and signed with the platform key. */
  wechatNotification(
    transaction: Record<string, unknown>,
    options?: { eventType?: string },
  ): { headers: Record<string, string>; body: string };
  /** The buyer pays a Native order: the fake notifies its notify_url and answers what the merchant said. */
  payWechat(outTradeNo: string): Promise<FakePayNotice>;
  alipayAmountFen(outTradeNo: string): number | undefined;
  wechatOrder(outTradeNo: string): FakeWechatOrder | undefined;
  close(): Promise<void>;
}

/** Starts the fake Alipay + WeChat Pay gateway; port 0 picks a free one. */
export function startFakePay(options?: { port?: number; host?: string }): Promise<FakePay>;
