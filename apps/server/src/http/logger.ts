import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Config } from '../config';

/** Log fields that may hold secrets; pino replaces them before anything is written. */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
];

/** The application's one logger: Fastify logs requests with it and providers (SMS) write to it. */
export function createLogger(config: Pick<Config, 'logLevel'>): FastifyBaseLogger {
  return pino({ level: config.logLevel, redact: { paths: redactedPaths, censor: '[redacted]' } });
}
