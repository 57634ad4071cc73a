// The steps of a simulated person's day (issue 37, ADR 0142), each the requests the web app sends for it: the
// issue list with its filters, an issue's detail, a comment, a workflow action from the to-do page, a new issue with
// a screenshot, search, and the knowledge base read and edited. Person (person.mjs) holds the pages they open.

export const Q = 'questline';
const WRITE_PREFERENCE = ['StartRepair', 'CompleteRepair', 'AdoptReview', 'AdoptRetrial'];
const KEYWORDS = ['登录', 'payment', '超时', 'export', '崩溃', 'Safari', '上传', 'avatar'];
const TITLES = ['登录页面', 'Checkout button', '订单导出', 'Avatar upload', '搜索结果', 'Report chart'];
const PROBLEMS = ['无响应', 'times out', '显示错误', 'shows a blank page', '加载失败'];

/** @typedef {import('./person.mjs').Person} Person */

/** @param {Person} person */
export async function browseIssues(person) {
  await person.openList();
  const changes = 1 + Math.floor(person.random() * 3);
  for (let change = 0; change < changes && !person.stopped; change += 1) {
    await person.think(4_000);
    const filters = [
      { questionType: 1, status: [2, 3, 6], orderBy: 'priority' },
      { scope: 'handling' },
      { scope: 'created', orderBy: 'updateTime' },
      { status: [4, 5] },
      { keyword: person.pick(KEYWORDS) },
    ];
    // A filter change starts at page 1; one change in four turns the page instead.
    if (person.random() < 0.25) person.listPage += 1;
    else {
      person.listPage = 1;
      person.filter = {
        projectId: person.projectId,
        scope: 'all',
        orderBy: 'number',
        order: 'desc',
        ...person.pick(filters),
      };
    }
    await person.issueList();
  }
}

/** @param {Person} person */
export async function readIssue(person) {
  if (person.page !== 'list') await person.openList();
  const row = person.pick(person.rows);
  if (!row) return undefined;
  await person.think(3_000);
  const detail = await person.openIssue(row.questionId);
  await person.think(10_000);
  return detail;
}

/** @param {Person} person */
export async function comment(person) {
  const detail = await readIssue(person);
  if (!detail || person.stopped) return;
  await person.think(8_000);
  const added = await person.post('addQuestionComment', `${Q}/questionComment/addQuestionComment`, {
    projectId: person.projectId,
    questionId: detail.questionId,
    content: `<p>${person.pick(['已复现，正在排查', 'Reproduced on staging', '请提供日志', 'Looks fixed to me'])}</p>`,
  });
  if (added) await person.refreshIssue(detail.questionId);
}

/**
 * From the to-do page: an issue waiting on the person, opened and moved on by one workflow action.
 * @param {Person} person
 */
export async function workOnTodo(person) {
  const rows = await person.todoPage();
  const row = rows.find((candidate) => person.who.projects.includes(candidate.projectId));
  if (!row || person.stopped) return comment(person);
  person.projectId = row.projectId;
  await person.think(3_000);
  const detail = await person.openIssue(row.questionId);
  const action = WRITE_PREFERENCE.find((name) => detail?.allowedActions.includes(name));
  if (!detail || !action || person.stopped) return undefined;
  await person.think(6_000);
  const done = await person.post(`questionBy${action}`, `${Q}/questionInfo/questionBy${action}`, {
    projectId: person.projectId,
    questionId: detail.questionId,
    updateTime: detail.updateTime,
  });
  if (done) await person.refreshIssue(detail.questionId);
  return undefined;
}

/**
 * The new-issue dialog: its choices, the similar-title hint while typing, a screenshot, the save.
 * @param {Person} person
 */
export async function fileIssue(person) {
  if (person.page !== 'list') await person.openList();
  await person.think(2_000);
  await Promise.all([
    person.get('getInitQuestionInfo', `${Q}/questionInfo/getInitQuestionInfo?projectId=${person.projectId}`),
    person.get('getDelbugApps', `${Q}/questionInfo/getDelbugApps`),
  ]);
  const title = `${person.pick(TITLES)} ${person.pick(PROBLEMS)}`;
  for (const typed of [title.slice(0, 4), title]) {
    await person.think(2_500);
    await person.get(
      'qualified',
      `${Q}/questionInfo/qualified?projectId=${person.projectId}&questionName=${encodeURIComponent(typed)}`,
    );
  }
  const form = new FormData();
  form.append('projectId', String(person.projectId));
  form.append('file', person.crowd.attachment, 'screenshot.png');
  const uploaded = await person.crowd.call(
    'questionAttachment/upload',
    'POST',
    `/prod-api/${Q}/questionAttachment/upload`,
    undefined,
    form,
  );
  if (!uploaded || person.stopped) return;
  await person.think(6_000);
  const members = person.teams[person.projectId]?.members ?? [person.who.userId];
  const created = await person.post('create questionInfo', `${Q}/questionInfo`, {
    projectId: person.projectId,
    questionName: title,
    questionType: 1,
    priority: 2,
    handlerUserIds: [person.pick(members.slice(1))],
    description: '<p>Steps: open the page, press the button. 复现步骤见截图。</p>',
    attachmentIds: [uploaded.data.attachmentId],
  });
  if (created) await Promise.all([person.issueList(), person.typeCounts()]);
}

/** @param {Person} person */
export async function search(person) {
  person.page = 'search';
  await person.get('search/all', `${Q}/search/all?q=${encodeURIComponent(person.pick(KEYWORDS))}`);
  await person.think(5_000);
}

/**
 * The knowledge base: the spaces, the team's space (info, tree, templates), then a document and its comments.
 * @param {Person} person
 */
export async function readDocument(person) {
  const team = person.teams[person.projectId];
  if (!team) return undefined;
  person.page = 'knowledge';
  await person.get('knowledge/list', `${Q}/knowledge/list`);
  await person.think(2_000);
  await Promise.all([
    person.get('knowledge/info', `${Q}/knowledge/info?kbId=${team.kbId}`),
    person.get('knowledge/folder/tree', `${Q}/knowledge/folder/tree?kbId=${team.kbId}`),
    person.get('knowledge/template/list', `${Q}/knowledge/template/list?kbId=${team.kbId}`),
  ]);
  const docId = person.pick(team.docIds);
  const [doc] = await Promise.all([
    person.get('knowledge/doc/info', `${Q}/knowledge/doc/info?kbId=${team.kbId}&docId=${docId}`),
    person.get('knowledge/doc/comments', `${Q}/knowledge/doc/comments?kbId=${team.kbId}&docId=${docId}`),
  ]);
  await person.think(15_000);
  return doc?.data;
}

/**
 * Typing in the editor: it saves 2 s after each pause (AUTOSAVE_DELAY_MS), each save with the last updateTime.
 * @param {Person} person
 */
export async function editDocument(person) {
  let doc = await readDocument(person);
  const saves = 2 + Math.floor(person.random() * 3);
  for (let save = 0; doc && save < saves && !person.stopped; save += 1) {
    await person.think(8_000);
    const saved = await person.post('knowledge/doc/save', `${Q}/knowledge/doc/save`, {
      kbId: doc.kbId,
      docId: doc.docId,
      title: doc.title,
      content: `${doc.content.replace(/<p>Note [\s\S]*$/, '')}<p>Note ${save} from ${person.who.userId}: 已确认。</p>`,
      updateTime: doc.updateTime,
    });
    doc = saved?.data;
  }
}

/**
 * The day's steps and their weights: the share of the steps a person takes (ADR 0142 says where they come from).
 * @type {[string, (person: Person) => Promise<unknown>, number][]}
 */
export const DAY = [
  ['browseIssues', browseIssues, 22],
  ['readIssue', readIssue, 20],
  ['comment', comment, 8],
  ['workOnTodo', workOnTodo, 10],
  ['fileIssue', fileIssue, 5],
  ['search', search, 8],
  ['readDocument', readDocument, 10],
  ['editDocument', editDocument, 4],
  ['projectHome', (person) => person.projectHome(), 5],
  ['todoPage', (person) => person.todoPage(), 8],
];
