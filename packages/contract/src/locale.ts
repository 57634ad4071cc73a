/** Spec point 1: zh is the default language, en is available. */
export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

/** Value of the `language` / `Accept-Language` headers the client sends (spec point 7). */
export const LOCALE_HEADER: Record<Locale, string> = { zh: 'zh-CN', en: 'en-US' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Reads a locale from a `language` or `Accept-Language` header value.
 * Takes the first listed language tag; anything not English falls back to zh.
 */
export function localeFromHeader(value: string | undefined | null): Locale {
  if (!value) return DEFAULT_LOCALE;
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : DEFAULT_LOCALE;
}
