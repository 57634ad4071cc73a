import type { Locale } from '../locale';

/** Personal centre, e-mail, avatar and social bindings (issue 3). */
export const profileMessages = {
  zh: {},
  en: {},
} as const satisfies Record<Locale, Record<string, string>>;
