import { IM_REFRESH_AHEAD_MS, type ImToken } from '@questline/contract';
import { getImToken, refreshImToken } from '../../../api/im';

interface Held extends ImToken {
  /** When the access token ends, by this browser's clock. */
  endsAt: number;
}

/**
 * The chat's messaging token (issue 33, ADR 0131): asked for with the session once, then refreshed before it ends.
 * Every call asks for it fresh, so a tab that slept past the end refreshes first instead of failing; a refresh
 * token that no longer works (a day asleep) gives way to a new pair asked with the session, and only a session
 * that has ended shows the "sign in again" alert.
 */
export class ChatCredentials {
  private held: Held | undefined;
  private renewing: Promise<string> | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  /** A messaging access token that works for at least IM_REFRESH_AHEAD_MS more. */
  bearer(): Promise<string> {
    const held = this.held;
    if (held && held.endsAt - this.now() > IM_REFRESH_AHEAD_MS) return Promise.resolve(held.access_token);
    this.renewing ??= this.renew().finally(() => {
      this.renewing = undefined;
    });
    return this.renewing;
  }

  private keep(token: ImToken): string {
    this.held = { ...token, endsAt: this.now() + token.expires_in * 1000 };
    return token.access_token;
  }

  private async renew(): Promise<string> {
    if (this.held) {
      try {
        return this.keep((await refreshImToken(this.held.refresh_token)).data);
      } catch {
        // The refresh token was spent or forgotten: the session asks for a new pair.
      }
    }
    return this.keep((await getImToken()).data);
  }
}
