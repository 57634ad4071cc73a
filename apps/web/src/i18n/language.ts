import { DEFAULT_LOCALE, LOCALE_HEADER, type Locale, isLocale } from '@questline/contract';

/** Spec point 1: the chosen language is kept in local storage. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function storedLanguage(): Locale {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** The cookie the server reads to pick the prerendered portal page's language (ADR 0050). */
export const LANGUAGE_COOKIE = 'language';

/** Mirrors the stored choice in a cookie: local storage never reaches the server. */
export function shareLanguageWithServer(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export function storeLanguage(locale: Locale): void {
  shareLanguageWithServer(locale);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
}

/** Header value for `language` and `Accept-Language` (spec point 7). */
export function languageHeader(locale: Locale): string {
  return LOCALE_HEADER[locale];
}
