/** What the fake provider saw: the app id (and secret, on token calls) each call carried. */
export interface FakeSocialRecord {
  endpoint: 'authorize' | 'token' | 'userinfo';
  provider: 'weichat' | 'qq';
  appId: string;
  secret?: string;
}

export interface FakeSocial {
  /** Base address, e.g. http://127.0.0.1:40123; point WECHAT_API_BASE / QQ_API_BASE at it. */
  url: string;
  received: FakeSocialRecord[];
  close(): Promise<void>;
}

/** Starts the fake WeChat + QQ OAuth server; port 0 picks a free one. */
export function startFakeSocial(options?: { port?: number; host?: string }): Promise<FakeSocial>;
