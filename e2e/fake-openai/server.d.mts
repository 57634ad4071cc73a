/** One authorised call as the fake endpoint received it. */
export interface FakeOpenaiCall {
  path: '/v1/chat/completions' | '/v1/images/generations' | string;
  /** The JSON body as sent (model, messages, stream, stream_options, max_tokens; or prompt and n). */
  body: Record<string, unknown>;
}

export interface FakeOpenai {
  /** The fake's own address: /fake/release and /files/* are here. */
  url: string;
  /** What AI_BASE_URL points to: the address with its /v1. */
  baseUrl: string;
  /** The only bearer key it accepts. */
  apiKey: string;
  received: FakeOpenaiCall[];
  /** Lets the streams held by [hold] go on; answers how many were waiting. */
  release(): number;
  close(): Promise<void>;
}

/** Starts the fake endpoint; port 0 picks a free one; `pauseMs` is the pause before each streamed word. */
export function startFakeOpenai(options?: {
  port?: number;
  host?: string;
  apiKey?: string;
  pauseMs?: number;
}): Promise<FakeOpenai>;
