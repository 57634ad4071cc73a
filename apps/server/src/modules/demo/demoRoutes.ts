import type { Access } from '../../http/access';

/**
 * What a person of the live demo may call (issue 39, ADR 0121), in one place. Their sandbox holds everything they
 * work on, so the routes that act on one project, team or knowledge space act on the sandbox's own objects: those
 * are open to them, except the ones that bring in or reach people from outside the sandbox. The routes of the
 * person as such (`user`) are closed unless listed here, so a route added later stays closed to the demo until
 * someone decides otherwise: they reach orders, payments, points goods, e-mail, SMS, social accounts, the support
 * desk and invitations into real projects.
 */
const Q = '/prod-api/questline';

/** `user` routes of the workspace itself: the person's info, projects, notifications, settings and files. */
const OPEN_PERSON_ROUTES: ReadonlySet<string> = new Set([
  'GET /prod-api/getInfo',
  'GET /prod-api/common/download',
  `GET ${Q}/center/getUserInfo`,
  `POST ${Q}/center/updateUser`,
  `POST ${Q}/center/avatar`,
  `POST ${Q}/userInfo/logout`,
  `GET ${Q}/trialTime/getUserTrialTime`,
  `GET ${Q}/notice/getList`,
  `GET ${Q}/notice/getNewLog`,
  `GET ${Q}/notice/getUnreadCount`,
  `GET ${Q}/notice/unReadList`,
  `GET ${Q}/notice/:id`,
  `GET ${Q}/message/:id`,
  `POST ${Q}/notice/updateMessageRead`,
  `GET ${Q}/projectInfo/getAllProjectUserList`,
  `GET ${Q}/projectInfo/getBacklogProjectList`,
  `GET ${Q}/projectInfo/getBacklogProjectListByUserId`,
  `GET ${Q}/projectInfo/getProjectInfoList`,
  `POST ${Q}/projectInfo`,
  `POST ${Q}/projectInfo/getMyProjectInfoList`,
  `POST ${Q}/projectInfo/uploadImage`,
  `GET ${Q}/questionInfo/getBacklogQuestionColumns`,
  `GET ${Q}/questionInfo/getBugTybeTabs`,
  `GET ${Q}/questionInfo/getDelbugApps`,
  `GET ${Q}/questionInfo/getQuestionColumns`,
  `GET ${Q}/questionInfo/getTodoCounts`,
  `GET ${Q}/questionInfo/importTemplate`,
  `POST ${Q}/questionInfo/getBacklogQuestionList`,
  `POST ${Q}/questionInfo/getBacklogQuestionListByUser`,
  `POST ${Q}/questionInfo/setBacklogQuestionColumns`,
  `POST ${Q}/questionInfo/setBugTybeTabs`,
  `POST ${Q}/questionInfo/setDelbugApps`,
  `POST ${Q}/questionInfo/setQuestionColumns`,
  `GET ${Q}/testCase/importTemplate`,
  `GET ${Q}/statistics/mine`,
  `GET ${Q}/team/myTeamList`,
  `POST ${Q}/team/addTeam`,
  `GET ${Q}/knowledge/list`,
  `GET ${Q}/knowledge/search`,
  `GET ${Q}/search/all`,
  `GET ${Q}/search/more`,
  `POST ${Q}/knowledge/add`,
  `POST ${Q}/knowledge/issueChips`,
  `GET ${Q}/memberInvitation/mine`,
  `GET ${Q}/integral/integral`,
  `GET ${Q}/integral/list`,
  `GET ${Q}/integral/:id`,
  `GET ${Q}/integral/userWhetherCheckIn`,
  `GET ${Q}/diagnostics/events`,
  `POST ${Q}/diagnostics/push`,
  `GET ${Q}/integral/getUserSignin7DayList`,
  `GET ${Q}/integral/addSignIn/:value`,
  `GET ${Q}/disk/list`,
  `GET ${Q}/disk/recycle`,
  `GET ${Q}/disk/usage`,
  `GET ${Q}/disk/file/:entryId`,
  `GET ${Q}/disk/zip`,
  `POST ${Q}/disk/folder`,
  `POST ${Q}/disk/move`,
  `POST ${Q}/disk/rename`,
  `POST ${Q}/disk/remove`,
  `POST ${Q}/disk/restore`,
  `POST ${Q}/disk/purge`,
  `POST ${Q}/disk/upload`,
  `PATCH ${Q}/disk/upload`,
  `DELETE ${Q}/disk/upload`,
  `POST ${Q}/disk/upload/:uploadId`,
  `PATCH ${Q}/disk/upload/:uploadId`,
  `DELETE ${Q}/disk/upload/:uploadId`,
  // Reads of the person's own (empty) orders, switches and authorisations, and of the catalogues everyone sees:
  // the pages that show them open without an error, and nothing leaves the sandbox.
  `GET ${Q}/getEmpower`,
  `GET ${Q}/userswitch/getUserEmailSwitch`,
  `GET ${Q}/invitation/register/invitationList`,
  `GET ${Q}/invitation/register/invitationPeopleCount`,
  `GET ${Q}/workOrder/list`,
  `GET ${Q}/workOrder/counts`,
  `GET ${Q}/financial/getOrderList`,
  `GET ${Q}/financial/getCommodityOrderList`,
  `GET ${Q}/financial/getUserAllOrderSumMoney`,
  `GET ${Q}/financial/getUserOrderVerisionApply`,
  `GET ${Q}/financial/getUpgradeVersionInfo`,
  `GET ${Q}/financial/getRenewalVersionInfo`,
  `GET ${Q}/financial/getResourcesVersionInfo`,
  `GET ${Q}/financial/getSaleInfoList`,
  `GET ${Q}/financial/getChatGPTVersionist`,
  `GET ${Q}/financial/getMidJourneyVersionist`,
  `GET ${Q}/resources/home`,
  `GET ${Q}/resources/list`,
  `GET ${Q}/resources/info/:id`,
  // The AI pages open and show the (empty) balances, conversations and pictures; asking costs money and stays closed.
  `GET ${Q}/ai/status`,
  `GET ${Q}/ai/conversations`,
  `GET ${Q}/ai/conversation/:id`,
  `GET ${Q}/ai/images`,
]);

/**
 * Routes on the sandbox's own objects that would still bring people in from outside it, or reach them, or reach
 * out of the server.
 */
const CLOSED_OBJECT_ROUTES: ReadonlySet<string> = new Set([
  `POST ${Q}/projectUser/addProjectUserByProAdmin`,
  `POST ${Q}/projectUser/batchAddProjectUserByProAdmin`,
  `POST ${Q}/projectUser/importProjectUsers`,
  `POST ${Q}/joinLink/create`,
  `POST ${Q}/team/addMember`,
  `POST ${Q}/team/batchAddMember`,
  `POST ${Q}/knowledge/invite/create`,
  `POST ${Q}/knowledge/member/invite`,
  `POST ${Q}/questionAttachment/mobileUpload`,
  // The interface tester's sends leave the server for addresses the visitor chooses (issue 34, ADR 0122).
  `POST ${Q}/apiTesting/send`,
]);

const OBJECT_LEVELS: ReadonlySet<Access> = new Set<Access>([
  'project:member',
  'project:admin',
  'project:owner',
  'team:member',
  'team:admin',
  'knowledge:reader',
  'knowledge:member',
  'knowledge:admin',
  'knowledge:owner',
]);

/** Whether a demo person may call the route `METHOD url` (Fastify's pattern) declared with `access`. */
export function demoMayCall(method: string, url: string, access: Access): boolean {
  const route = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  if (access === 'public') return true;
  if (OBJECT_LEVELS.has(access)) return !CLOSED_OBJECT_ROUTES.has(route);
  return access === 'user' && OPEN_PERSON_ROUTES.has(route);
}

/** Both lists, for the test that holds them to the routes that exist. */
export const DEMO_ROUTE_LISTS = { open: OPEN_PERSON_ROUTES, closed: CLOSED_OBJECT_ROUTES };
