import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type PinoPretty from 'pino-pretty';
import type { Config } from '../config';
import { lazyPackage } from '../lazyPackage';

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

/** Loaded only where a person reads the log on a terminal: JSON logging needs none of it. */
const prettyPrinter = lazyPackage<typeof PinoPretty>('pino-pretty');

/**
 * Whether the log is written for a person: LOG_FORMAT says so, or, left at auto, standard output is a terminal
 * (issue 38, point 9). Anything else (a file, a pipe, a container's log collector) gets one JSON object a line.
 */
export function readableLog(format: Config['logFormat'], stdout: { isTTY?: boolean }): boolean {
  return format === 'pretty' || (format === 'auto' && stdout.isTTY === true);
}

/** The application's one logger: Fastify logs requests with it and providers (SMS) write to it. */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  options: { readable?: boolean } = {},
): FastifyBaseLogger {
  const settings = { level: config.logLevel, redact: { paths: redactedPaths, censor: '[redacted]' } };
  if (!options.readable) return pino(settings);
  // Synchronous, on the main thread: a terminal is slow enough that a worker thread would buy nothing.
  const pretty = prettyPrinter()({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
  return pino(settings, pretty);
}
