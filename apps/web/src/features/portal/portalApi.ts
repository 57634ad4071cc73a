import { API_BASE } from '@questline/contract';
import { getToken } from '../../session/token';

/** A public call answered with another code than 200: `code` is the body code (404 for what is not there). */
export class PublicCallFailed extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'PublicCallFailed';
  }
}

/**
 * The portal's few public calls (spec point 7, no token), made with fetch: the portal does not download the
 * workspace's API client (its answer codes, alerts and toasts) to read three lists (issue 12 budget).
 */
export async function publicGet<T>(path: string, query: Record<string, string> = {}): Promise<T> {
  const search = new URLSearchParams(query).toString();
  const token = getToken();
  const response = await fetch(`${API_BASE}${path}${search ? `?${search}` : ''}`, {
    headers: {
      'accept-language': document.documentElement.lang || 'zh-CN',
      // A signed-in visitor's calls (the home page's order total) carry the session like the workspace's.
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const body = (await response.json()) as { code: number; msg?: string; data?: T };
  if (body.code !== 200 || body.data === undefined) {
    throw new PublicCallFailed(body.msg ?? `HTTP ${response.status}`, body.code);
  }
  return body.data;
}
