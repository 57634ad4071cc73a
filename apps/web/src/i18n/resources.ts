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
import enPortal from './en/portal.json';
import enTesting from './en/testing.json';
import enKnowledge from './en/knowledge.json';
import enTodos from './en/todos.json';
import enNotices from './en/notices.json';
import enAdmin from './en/admin.json';
import enIterations from './en/iterations.json';
import enStats from './en/stats.json';
import enBigScreen from './en/bigScreen.json';
import enFinance from './en/finance.json';
import enPlans from './en/plans.json';
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
import zhPortal from './zh/portal.json';
import zhTesting from './zh/testing.json';
import zhKnowledge from './zh/knowledge.json';
import zhTodos from './zh/todos.json';
import zhNotices from './zh/notices.json';
import zhAdmin from './zh/admin.json';
import zhIterations from './zh/iterations.json';
import zhStats from './zh/stats.json';
import zhBigScreen from './zh/bigScreen.json';
import zhFinance from './zh/finance.json';
import zhPlans from './zh/plans.json';

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
    portal: zhPortal,
    testing: zhTesting,
    knowledge: zhKnowledge,
    todos: zhTodos,
    notices: zhNotices,
    admin: zhAdmin,
    iterations: zhIterations,
    stats: zhStats,
    bigScreen: zhBigScreen,
    finance: zhFinance,
    plans: zhPlans,
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
    portal: enPortal,
    testing: enTesting,
    knowledge: enKnowledge,
    todos: enTodos,
    notices: enNotices,
    admin: enAdmin,
    iterations: enIterations,
    stats: enStats,
    bigScreen: enBigScreen,
    finance: enFinance,
    plans: enPlans,
  },
} as const;
