import type { Locale } from '@questline/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storeLanguage, storedLanguage } from './language';
import enAccount from './en/account.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enNav from './en/nav.json';
import enPages from './en/pages.json';
import enProfile from './en/profile.json';
import enProjects from './en/projects.json';
import enTeams from './en/teams.json';
import enProjectSettings from './en/projectSettings.json';
import enShare from './en/share.json';
import enIssue from './en/issue.json';
import enIssues from './en/issues.json';
import enTodos from './en/todos.json';
import enNotices from './en/notices.json';
import enAdmin from './en/admin.json';
import zhAccount from './zh/account.json';
import zhCommon from './zh/common.json';
import zhErrors from './zh/errors.json';
import zhNav from './zh/nav.json';
import zhPages from './zh/pages.json';
import zhProfile from './zh/profile.json';
import zhProjects from './zh/projects.json';
import zhTeams from './zh/teams.json';
import zhProjectSettings from './zh/projectSettings.json';
import zhShare from './zh/share.json';
import zhIssue from './zh/issue.json';
import zhIssues from './zh/issues.json';
import zhTodos from './zh/todos.json';
import zhNotices from './zh/notices.json';
import zhAdmin from './zh/admin.json';

/** One file per namespace and language; i18n.test.ts checks both languages have the same keys. */
export const resources = {
  zh: {
    common: zhCommon,
    errors: zhErrors,
    nav: zhNav,
    pages: zhPages,
    account: zhAccount,
    profile: zhProfile,
    projects: zhProjects,
    teams: zhTeams,
    projectSettings: zhProjectSettings,
    share: zhShare,
    issue: zhIssue,
    issues: zhIssues,
    todos: zhTodos,
    notices: zhNotices,
    admin: zhAdmin,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    nav: enNav,
    pages: enPages,
    account: enAccount,
    profile: enProfile,
    projects: enProjects,
    teams: enTeams,
    projectSettings: enProjectSettings,
    share: enShare,
    issue: enIssue,
    issues: enIssues,
    todos: enTodos,
    notices: enNotices,
    admin: enAdmin,
  },
} as const;

export const namespaces = Object.keys(resources.zh) as (keyof (typeof resources)['zh'])[];

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'zh',
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function currentLocale(): Locale {
  return i18n.language === 'en' ? 'en' : 'zh';
}

/** Switches the interface language and remembers it for the next visit. */
export async function changeLocale(locale: Locale): Promise<void> {
  storeLanguage(locale);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
}

export { i18n };
