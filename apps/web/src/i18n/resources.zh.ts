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
import zhWorkOrders from './zh/workOrders.json';
import zhDesk from './zh/desk.json';
import zhDisk from './zh/disk.json';
import zhShareLinks from './zh/shareLinks.json';
import zhResources from './zh/resources.json';
import zhRecording from './zh/recording.json';
import zhMobileUpload from './zh/mobileUpload.json';
import zhDemo from './zh/demo.json';
import zhDevTest from './zh/devTest.json';
import zhKeyboard from './zh/keyboard.json';
import zhDetail from './zh/detail.json';
import zhAi from './zh/ai.json';
import zhSearch from './zh/search.json';
import zhApiTesting from './zh/apiTesting.json';
import zhIm from './zh/im.json';
import zhEditor from './zh/editor.json';
import zhColumns from './zh/columns.json';

/** Every zh namespace, loaded with the first workspace or account page in zh (issue 17, ADR 0082). */
export const tables = {
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
  workOrders: zhWorkOrders,
  desk: zhDesk,
  disk: zhDisk,
  shareLinks: zhShareLinks,
  resources: zhResources,
  recording: zhRecording,
  mobileUpload: zhMobileUpload,
  demo: zhDemo,
  devTest: zhDevTest,
  keyboard: zhKeyboard,
  detail: zhDetail,
  ai: zhAi,
  search: zhSearch,
  apiTesting: zhApiTesting,
  im: zhIm,
  editor: zhEditor,
  columns: zhColumns,
} as const;
