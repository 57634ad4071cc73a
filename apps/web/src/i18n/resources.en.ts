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
import enWorkOrders from './en/workOrders.json';
import enDesk from './en/desk.json';
import enDisk from './en/disk.json';
import enShareLinks from './en/shareLinks.json';
import enResources from './en/resources.json';
import enRecording from './en/recording.json';
import enMobileUpload from './en/mobileUpload.json';
import enDemo from './en/demo.json';
import enDevTest from './en/devTest.json';
import enKeyboard from './en/keyboard.json';
import enDetail from './en/detail.json';
import enAi from './en/ai.json';
import enSearch from './en/search.json';
import enApiTesting from './en/apiTesting.json';
import enIm from './en/im.json';
import enEditor from './en/editor.json';
import enColumns from './en/columns.json';

/** Every en namespace, loaded with the first workspace or account page in en (issue 17, ADR 0082). */
export const tables = {
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
  workOrders: enWorkOrders,
  desk: enDesk,
  disk: enDisk,
  shareLinks: enShareLinks,
  resources: enResources,
  recording: enRecording,
  mobileUpload: enMobileUpload,
  demo: enDemo,
  devTest: enDevTest,
  keyboard: enKeyboard,
  detail: enDetail,
  ai: enAi,
  search: enSearch,
  apiTesting: enApiTesting,
  im: enIm,
  editor: enEditor,
  columns: enColumns,
} as const;
