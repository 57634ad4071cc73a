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

export function storeLanguage(locale: Locale): void {
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
