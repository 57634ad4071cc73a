import { IM_ACCESS_TOKEN_SECONDS } from '@questline/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../api/im';
import { ChatCredentials } from './chatCredentials';

vi.mock('../../../api/im', () => ({ getImToken: vi.fn(), refreshImToken: vi.fn() }));

const pair = (name: string) => ({
  code: 200 as const,
  msg: '',
  data: { access_token: `access-${name}`, refresh_token: `refresh-${name}`, expires_in: IM_ACCESS_TOKEN_SECONDS },
});

/** Issue 33: the chat's messaging token, asked once, refreshed before its end, asked again when a refresh fails. */
describe('the chat credentials', () => {
  let now = 0;
  beforeEach(() => {
    vi.clearAllMocks();
    now = 1_000_000;
  });

  it('asks the session once, however many calls want a token at once', async () => {
    vi.mocked(api.getImToken).mockResolvedValue(pair('first'));
    const credentials = new ChatCredentials(() => now);
    expect(await Promise.all([credentials.bearer(), credentials.bearer()])).toEqual(['access-first', 'access-first']);
    expect(await credentials.bearer()).toBe('access-first');
    expect(api.getImToken).toHaveBeenCalledTimes(1);
  });

  it('refreshes a minute before the end, and asks the session again when the refresh token no longer works', async () => {
    vi.mocked(api.getImToken).mockResolvedValueOnce(pair('first')).mockResolvedValueOnce(pair('third'));
    vi.mocked(api.refreshImToken).mockResolvedValueOnce(pair('second')).mockRejectedValueOnce(new Error('spent'));
    const credentials = new ChatCredentials(() => now);
    await credentials.bearer();
    now += (IM_ACCESS_TOKEN_SECONDS - 59) * 1000;
    expect(await credentials.bearer()).toBe('access-second');
    expect(api.refreshImToken).toHaveBeenCalledWith('refresh-first');
    // A tab that slept two days: its refresh token was forgotten, the session asks for a new pair.
    now += 2 * 86_400_000;
    expect(await credentials.bearer()).toBe('access-third');
    expect(api.getImToken).toHaveBeenCalledTimes(2);
  });
});
