import type { InjectOptions } from 'fastify';
import { bearer, type TestServer } from '../../test/server';

/** The envelope as the tests read it. */
export interface Answer {
  code: number;
  msg: string;
  data?: unknown;
}

/** Calls the app as the holder of `token` (zh unless `language` says otherwise) and answers the envelope. */
export function caller(server: TestServer) {
  return async (token: string, request: Omit<InjectOptions, 'headers'>, language = 'zh-CN'): Promise<Answer> => {
    const response = await server.app.inject({ ...request, headers: { ...bearer(token), language } });
    return response.json<Answer>();
  };
}
