// The organisation the capacity bench simulates (issue 37): the generator's `team` data set (150 projects of 700
// issues, 61 people each), a session for every simulated person written the way the other benches write theirs
// (generate.mjs: a random token stored as its SHA-256), and a knowledge space per project made through the API.
import { createHash, randomBytes } from 'node:crypto';
import { BENCH_ADMIN_PASSWORD, generate } from '../generate.mjs';
import { openDatabase } from '../server.mjs';

/** Documents in each project's space: enough that two editors seldom open the same one. */
const DOCUMENTS_PER_SPACE = 12;
const SPACE_DOCUMENT = (index) =>
  `<h2>Runbook ${index}</h2><p>部署步骤与回滚方案。Steps to deploy and to roll back, owners and contacts.</p>` +
  '<ul><li>Check the dashboards</li><li>通知值班同事</li><li>Write the release note</li></ul>';

/**
 * @typedef {{ userId: number, token: string, projects: number[] }} Person
 * @typedef {{ projectId: number, members: number[], kbId: number, docIds: number[] }} Team
 * @typedef {{ people: Person[], teams: Record<number, Team>, adminToken: string, issues: number }} World
 */

/**
 * Fills the database with the `team` data set and gives `most` people a session. People are taken one per project
 * in turn, so any first N of them spread over every team as an organisation's active people would.
 */
export async function generateTeams(target, most) {
  const manifest = await generate({ size: 'team', ...target });
  const db = await openDatabase(target, { write: true });
  try {
    const admin = manifest.sessions.admin.userId;
    const rows = await db.all('select project_id, user_id from project_users order by project_id, id');
    /** @type {Map<number, number[]>} */
    const members = new Map();
    for (const row of rows) members.set(row.project_id, [...(members.get(row.project_id) ?? []), row.user_id]);
    /** @type {Map<number, number[]>} */
    const projectsOf = new Map();
    for (const [projectId, userIds] of members) {
      for (const userId of userIds) projectsOf.set(userId, [...(projectsOf.get(userId) ?? []), projectId]);
    }
    const order = [];
    const taken = new Set([admin]);
    const lists = [...members.values()];
    for (let rank = 0; order.length < most && lists.some((list) => rank < list.length); rank += 1) {
      for (const list of lists) {
        const userId = list[rank];
        if (userId === undefined || taken.has(userId) || order.length >= most) continue;
        taken.add(userId);
        order.push(userId);
      }
    }
    const now = new Date().toISOString();
    const expire = new Date(Date.now() + 7 * 86_400_000).toISOString();
    /** @type {Person[]} */
    const people = order.map((userId) => ({
      userId,
      token: randomBytes(32).toString('base64url'),
      projects: projectsOf.get(userId) ?? [],
    }));
    await db.insert(
      'sessions',
      ['user_id', 'token_hash', 'create_time', 'expire_time'],
      people.map((person) => [person.userId, createHash('sha256').update(person.token).digest('hex'), now, expire]),
    );
    return { manifest, people, members, adminId: admin };
  } finally {
    await db.close();
  }
}

async function call(base, token, method, url, body) {
  const response = await fetch(`${base}/prod-api/questline/${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, language: 'en-US' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (answer.code !== 200) throw new Error(`${url}: ${answer.msg}`);
  return answer.data;
}

/**
 * A knowledge space per project made by its owner through the API (so documents are indexed as the server does),
 * and every project member added to it as a member, written to the table directly: the API invites by phone number.
 * @returns {Promise<World>}
 */
export async function furnish(base, target, generated) {
  const login = await fetch(`${base}/prod-api/register/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD, code: '', uuid: '' }),
  });
  const adminToken = (await login.json()).data.token;
  /** @type {Record<number, Team>} */
  const teams = {};
  const memberRows = [];
  const now = new Date().toISOString();
  for (const [projectId, members] of generated.members) {
    const space = await call(base, adminToken, 'POST', 'knowledge/add', { name: `Team ${projectId}`, projectId });
    const docIds = [];
    for (let index = 0; index < DOCUMENTS_PER_SPACE; index += 1) {
      const doc = await call(base, adminToken, 'POST', 'knowledge/doc/add', {
        kbId: space.kbId,
        folderId: null,
        title: `Runbook ${index} 运行手册`,
        content: SPACE_DOCUMENT(index),
      });
      docIds.push(doc.docId);
    }
    teams[projectId] = { projectId, members, kbId: space.kbId, docIds };
    for (const userId of members) {
      if (userId !== generated.adminId) memberRows.push([space.kbId, userId, 'member', now, now]);
    }
  }
  const db = await openDatabase(target, { write: true });
  try {
    await db.insert('knowledge_members', ['kb_id', 'user_id', 'role', 'create_time', 'update_time'], memberRows);
  } finally {
    await db.close();
  }
  return { people: generated.people, teams, adminToken, issues: generated.manifest.issues };
}
