import type { TestServer } from './server';

export interface Answer<T = unknown> {
  code: number;
  msg: string;
  data: T;
  rows: T extends (infer R)[] ? R[] : unknown[];
  total: number;
}

/**
 * Calls under /prod-api/questline as one signed-in user (or anonymously without a token) and answers the
 * parsed body; `language` picks the message language (zh by default, as the server's).
 */
export function apiAs(server: TestServer, token?: string, language: 'zh-CN' | 'en-US' = 'zh-CN') {
  return async <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await server.app.inject({
      method,
      url: `/prod-api/questline/${url}`,
      ...(payload === undefined ? {} : method === 'GET' ? { query: payload as Record<string, string> } : { payload }),
      headers: { language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return response.json<Answer<T>>();
  };
}

/** What `prodApi` may send besides the method and path. */
export interface ProdApiOptions {
  token?: string;
  payload?: object;
  language?: 'zh-CN' | 'en-US';
}

/**
 * Calls any path under /prod-api (registration, sign-in, administration as well as /questline), each call with its
 * own token, body and message language (en by default); answers the parsed body.
 */
export function prodApi(server: TestServer) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: ProdApiOptions = {}) =>
    (
      await server.app.inject({
        method,
        url: `/prod-api${url}`,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          language: options.language ?? 'en-US',
        },
        ...(options.payload ? { payload: options.payload } : {}),
      })
    ).json();
}
