import type { ZodType } from 'zod';

/** Long enough for a slow provider, short enough that the browser's 20 s call still gets an answer. */
const PROVIDER_TIMEOUT_MS = 8_000;

/** A provider answered with an error or not at all; the detail goes to the log, never to the user. */
export class SocialProviderError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'SocialProviderError';
  }
}

/** GET a provider endpoint and parse its JSON answer with the given schema. */
export async function getJson<T>(url: URL, schema: ZodType<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new SocialProviderError(`${url.pathname}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new SocialProviderError(`${url.pathname}: HTTP ${response.status}`);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new SocialProviderError(`${url.pathname}: unexpected answer`);
  return parsed.data;
}

/** What Questline keeps of a social account. */
export interface SocialIdentity {
  openId: string;
  nickName: string;
  avatar: string;
}

/** One provider's authorisation-code flow. */
export interface SocialClient {
  /** Where the browser goes to authorise; the provider sends it back to redirectUri with code and state. */
  authorizeUrl(options: { state: string; redirectUri: string }): string;
  /** Exchanges the one-time code for the person's identity at the provider. */
  identify(options: { code: string; redirectUri: string }): Promise<SocialIdentity>;
}
