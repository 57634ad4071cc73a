import type { Locale } from '../locale';

/** Sign-in, registration, phone codes, password reset and sessions (issue 3). */
export const authMessages = {
  zh: {},
  en: {},
} as const satisfies Record<Locale, Record<string, string>>;
