import type { Locale } from '@questline/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { shareLanguageWithServer, storeLanguage, storedLanguage } from './language';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enNav from './en/nav.json';
import enPages from './en/pages.json';
import enPortal from './en/portal.json';
import zhCommon from './zh/common.json';
import zhErrors from './zh/errors.json';
import zhNav from './zh/nav.json';
import zhPages from './zh/pages.json';
import zhPortal from './zh/portal.json';

/**
 * The namespaces every page needs, bundled with the app. The workspace's own (projects, issues, teams...) come
 * in resources.ts with the first workspace or account page (loadAllNamespaces): the portal's visitors do not
 * download them (issue 12). i18n.test.ts checks both languages have the same keys.
 */
const firstResources = {
  zh: { common: zhCommon, errors: zhErrors, nav: zhNav, pages: zhPages, portal: zhPortal },
  en: { common: enCommon, errors: enErrors, nav: enNav, pages: enPages, portal: enPortal },
} as const;

const firstNamespaces = Object.keys(firstResources.zh);

void i18n.use(initReactI18next).init({
  resources: firstResources,
  lng: storedLanguage(),
  fallbackLng: 'zh',
  ns: firstNamespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});
// A choice stored before the cookie existed reaches the server from the next page load on (ADR 0050).
shareLanguageWithServer(storedLanguage());

export function currentLocale(): Locale {
  return i18n.language === 'en' ? 'en' : 'zh';
}

/** Switches the interface language and remembers it for the next visit. */
export async function changeLocale(locale: Locale): Promise<void> {
  storeLanguage(locale);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
}

/** Adds every namespace of resources.ts; awaited before the first workspace or account page renders. */
export async function loadAllNamespaces(): Promise<void> {
  const { resources } = await import('./resources');
  for (const locale of Object.keys(resources) as Locale[]) {
    for (const [namespace, table] of Object.entries(resources[locale])) {
      if (!i18n.hasResourceBundle(locale, namespace)) i18n.addResourceBundle(locale, namespace, table);
    }
  }
}

export { i18n };
