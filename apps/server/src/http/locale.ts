import { type Locale, localeFromHeader } from '@questline/contract';
import type { FastifyRequest } from 'fastify';

/** The client sends both `language` and `Accept-Language` (spec point 7); `language` wins. */
export function requestLocale(request: FastifyRequest): Locale {
  const language = request.headers.language;
  const explicit = Array.isArray(language) ? language[0] : language;
  return localeFromHeader(explicit ?? request.headers['accept-language']);
}
