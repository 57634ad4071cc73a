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
 * in resources.<locale>.ts with the first workspace or account page (loadNamespaces): the portal's visitors do not
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

const workspaceTables = {
  zh: () => import('./resources.zh'),
  en: () => import('./resources.en'),
} satisfies Record<Locale, () => Promise<unknown>>;

/** Whether a workspace or account page has asked for the namespaces: a later language switch loads them too. */
let workspaceLoaded = false;

/**
 * Adds every namespace of one language (resources.<locale>.ts); the router awaits the current language's
 * before the first workspace or account page renders. Only that language is fetched (ADR 0082): the other
 * comes with a switch to it.
 */
export async function loadNamespaces(locale: Locale): Promise<void> {
  workspaceLoaded = true;
  const { tables } = await workspaceTables[locale]();
  for (const [namespace, table] of Object.entries(tables)) {
    if (!i18n.hasResourceBundle(locale, namespace)) i18n.addResourceBundle(locale, namespace, table);
  }
}

/** Switches the interface language and remembers it for the next visit. */
export async function changeLocale(locale: Locale): Promise<void> {
  storeLanguage(locale);
  if (workspaceLoaded) await loadNamespaces(locale);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
}

export { i18n };
