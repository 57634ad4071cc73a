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
