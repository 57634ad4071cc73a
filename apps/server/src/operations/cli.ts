import { createRequire } from 'node:module';
import { type Locale, formatMessage } from '@questline/contract';
import { OperationRefused } from './manifest';

/** The Questline that runs: the server package's version. */
export function questlineVersion(): string {
  return (createRequire(import.meta.url)('@questline/server/package.json') as { version: string }).version;
}

/** A refusal in the operator's language; anything unforeseen as it came, for the operator to report. */
export function refusalOf(error: unknown, language: Locale): string {
  if (error instanceof OperationRefused) return formatMessage(language, error.key, error.params);
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
