// The load scenarios of issue 17, run with autocannon against the production server on a generated data
// set: each answers req/s, p50/p99 and errors; the caller adds the ratio to the bare route and the RSS.
import { load, settle } from './server.mjs';

const API = '/prod-api/questline';
const json = (token) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

/** Every `cycle`-th element of a list, repeatedly: requests spread over many issues, not one cached row. */
function cycling(list) {
  let index = 0;
  return () => {
    const value = list[index % list.length];
    index += 1;
    return value;
  };
}

/** Takes each element once: a write scenario consumes one issue (or 50) per request. */
function consuming(list, size = 1) {
  let index = 0;
  return () => {
    const slice = list.slice(index, index + size);
    index += size;
    return slice;
  };
}

/** Requests a pool of `available` issues can serve with the warm-up (a tenth, load() in server.mjs) before it. */
const affordable = (available, cap) => Math.min(cap, Math.floor(available / 1.1) - 1);

export const LIST_WITH_FILTER = 'issue list: defects to solve by priority (page 3 of 50)';
const listPath = `${API}/questionInfo/getProjectProblemList?pageNum=3&pageSize=50`;
const listFilter = (projectId) => ({ projectId, questionType: 1, status: [2, 3, 6], orderBy: 'priority' });

/** The bytes of the filtered list page as the scenario receives them (uncompressed, like autocannon). */
export async function listPageBytes(base, manifest) {
  const response = await fetch(`${base}${listPath}`, {
    method: 'POST',
    headers: { ...json(manifest.sessions.admin.token), 'accept-encoding': 'identity' },
    body: JSON.stringify(listFilter(manifest.projectId)),
  });
  return Buffer.from(await response.arrayBuffer());
}

/**
 * The scenarios on the generated project `manifest.projectId` as its owner (the platform administrator).
 * `reader` (server.mjs openDatabase) picks issues the write scenarios can act on. Yields each row as it is measured,
 * so the caller can read the server's memory after each.
 */
export async function* serverScenarios({ base, manifest, reader, durationS, wanted = () => true }) {
  const { projectId } = manifest;
  const token = manifest.sessions.admin.token;
  const handlerId = manifest.sessions.handler.userId;
  const headers = json(token);
  const get = (path) => ({ method: 'GET', headers, durationS, url: `${base}${path}` });
  const post = (path, body) => ({
    method: 'POST',
    headers,
    durationS,
    url: `${base}${path}`,
    body: JSON.stringify(body),
  });
  const run = async (name, { url, ...request }) => {
    if (!wanted(name)) return undefined;
    await settle(base);
    return { name, ...(await load(url, request)) };
  };

  yield await run('GET /prod-api/health (database ping)', get('/prod-api/health'));
  yield await run('getInfo signed in (session + user)', get('/prod-api/getInfo'));
  const list = listPath;
  yield await run(LIST_WITH_FILTER, post(list, listFilter(projectId)));
  yield await run('issue list: all, newest first (page 3 of 50)', post(list, { projectId }));
  yield await run('issue list: keyword "支付"', post(list, { projectId, keyword: '支付' }));

  const ids = (
    await reader.all('select id from questions where project_id = ? and status <> 1 order by id desc limit 2000', [
      projectId,
    ])
  ).map((row) => row.id);
  const detail = cycling(ids);
  yield await run('issue detail', {
    ...get(''),
    next: () => ({ path: `${API}/questionInfo/getQuestionInfo?projectId=${projectId}&questionId=${detail()}` }),
  });

  const titles = cycling(['登录页面崩溃', 'export times out in Safari', '订单支付超时', 'avatar upload fails']);
  yield await run('qualified on a typed title', {
    ...get(''),
    next: () => ({
      path: `${API}/questionInfo/qualified?projectId=${projectId}&questionName=${encodeURIComponent(titles())}`,
    }),
  });
  yield await run(
    'to-do list (page 1 of 50)',
    post(`${API}/questionInfo/getBacklogQuestionList?pageNum=1&pageSize=50`, {}),
  );
  yield await run('to-do counts', get(`${API}/questionInfo/getTodoCounts`));
  yield await run('notices unread count', get(`${API}/notice/getUnreadCount`));
  yield await run(
    'statistics: distribution, last 30 days',
    get(`${API}/statistics/distribution?projectId=${projectId}&utcOffset=480`),
  );

  // The list's miss path (issue 17, ADR 0085): the server keeps list answers until the project changes, so the
  // scenarios above that repeat one request mostly measure kept answers. Here every 20th call is a workflow
  // action on the project, after which each list page is computed again.
  const changing = consuming(
    await reader.all(
      'select id, update_time from questions where project_id = ? and status in (2, 6, 9) order by id desc limit 5000',
      [projectId],
    ),
  );
  const defects = { projectId, questionType: 1, status: [2, 3, 6], orderBy: 'priority' };
  let calls = 0;
  yield await run('issue list while issues change (a workflow action every 20 calls)', {
    ...post(list, defects),
    next: () => {
      calls += 1;
      const [issue] = calls % 20 === 0 ? changing() : [];
      if (!issue) return { method: 'POST', path: list, body: JSON.stringify(defects) };
      return {
        method: 'POST',
        path: `${API}/questionInfo/questionByStartRepair`,
        body: JSON.stringify({ projectId, questionId: issue.id, updateTime: issue.update_time }),
      };
    },
  });

  // Issues the owner may start (to solve, reopened, delayed) and complete (repairing), read before either runs.
  const startable = await reader.all(
    'select id, update_time from questions where project_id = ? and status in (2, 6, 9) order by id',
    [projectId],
  );
  const repairing = await reader.all(
    'select id, update_time from questions where project_id = ? and status = 3 order by id',
    [projectId],
  );
  let created = 0;
  yield await run('create issue', {
    ...post(`${API}/questionInfo`, {}),
    next: () => {
      created += 1;
      return {
        body: JSON.stringify({ projectId, questionName: `Bench 新问题 ${created}`, handlerUserIds: [handlerId] }),
      };
    },
  });

  const start = consuming(startable);
  yield await run('workflow action: start repair', {
    ...post(`${API}/questionInfo/questionByStartRepair`, {}),
    amount: affordable(startable.length, 10_000),
    next: () => {
      const [issue] = start();
      return { body: JSON.stringify({ projectId, questionId: issue.id, updateTime: issue.update_time }) };
    },
  });
  const batch = consuming(repairing, 50);
  yield await run('batch action on 50: complete repair', {
    ...post(`${API}/questionInfo/batchQuestionByCompleteRepair`, {}),
    amount: affordable(Math.floor(repairing.length / 50), 400),
    next: () => ({
      body: JSON.stringify({
        projectId,
        items: batch().map((issue) => ({ questionId: issue.id, updateTime: issue.update_time })),
      }),
    }),
  });
}
