import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Answer } from '../test/api';
import { type TestServer, getTestServer } from '../test/server';
import { openDatabase } from './database';
import { knownMigrations, migrateToLatest } from './migrate';

interface Release {
  day: string;
  title: string;
  commit: string;
  fixture: string;
}

const upgrades = path.join(import.meta.dirname, 'upgrades');
const { releases, adminPassword, demoPassword } = JSON.parse(
  fs.readFileSync(path.join(upgrades, 'releases.json'), 'utf8'),
) as { releases: Release[]; adminPassword: string; demoPassword: string };

/** The release's database as its own code left it (scripts/upgrade-fixtures.mjs), in a file of the test's own. */
function releaseDatabase(release: Release): { file: string; remove(): void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'questline-upgrade-'));
  const file = path.join(folder, 'questline.db');
  fs.writeFileSync(file, gunzipSync(fs.readFileSync(path.join(upgrades, release.fixture))));
  return { file, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/**
 * Issue 36 (ADR 0134): a database written by each released Questline of the update log migrates to the latest schema
 * and serves the everyday reads through the API: sign in with the password that release stored, projects, issues
 * and one issue's detail, knowledge spaces, the update log.
 */
describe('upgrading the database of every released Questline', () => {
  it('knows every release of the update log', () => {
    expect(releases.map((release) => release.title)).toEqual([
      'The foundation',
      'Accounts, projects and teams',
      'Issue tracking',
      'The public site',
    ]);
  });

  for (const release of releases) {
    it(`migrates ${release.day} "${release.title}" (${release.commit.slice(0, 7)}) and serves it`, async () => {
      const fixture = releaseDatabase(release);
      const handle = openDatabase({ sqliteFile: fixture.file });
      let server: TestServer | undefined;
      try {
        const ran = async () =>
          (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db)).rows.map(
            (row) => row.name,
          );
        expect((await ran()).length).toBeGreaterThan(0);
        await migrateToLatest(handle.db);
        expect(await ran()).toEqual([...knownMigrations].sort());
        server = await getTestServer({
          config: { captchaEnabled: false },
          database: { ...handle, target: { sqliteFile: fixture.file }, dispose: () => handle.close() },
        });
        const running = server;
        const call = async <T>(method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object) => {
          const response = await running.app.inject({
            method,
            url: `/prod-api${url}`,
            headers: { language: 'en-US', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            ...(payload ? (method === 'GET' ? { query: payload as Record<string, string> } : { payload }) : {}),
          });
          expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
          const body = response.json<Answer<T>>();
          expect(body.code, `${url}: ${body.msg}`).toBe(200);
          return body;
        };
        const signIn = async (username: string, password: string) =>
          (
            await call<{ token: string }>('POST', '/register/login', undefined, {
              username,
              password,
              code: '',
              uuid: '',
            })
          ).data.token;

        const admin = await signIn('admin', adminPassword);
        expect(admin).not.toBe('');
        await call('GET', '/getInfo', admin);
        const years = await call<number[]>('GET', '/register/updateLogYearList', undefined);
        expect(years.data).toContain(2026);

        const demo = await handle.db.selectFrom('users').select('phone').where('phone', '=', '13900000001').execute();
        if (demo.length === 0) return;
        // The releases with `npm run demo`: its people, projects, issues and their details came through.
        const owner = await signIn('13900000001', demoPassword);
        const projects = await call<{ projectId: number }[]>('GET', '/questline/projectInfo/getProjectInfoList', owner);
        expect(projects.rows.length).toBe(2);
        const projectId = projects.rows[0]?.projectId ?? 0;
        const issues = await call<{ questionId: number; title: string }[]>(
          'POST',
          '/questline/questionInfo/getProjectProblemList?pageNum=1&pageSize=50',
          owner,
          { projectId },
        );
        expect(issues.total).toBeGreaterThan(0);
        const first = issues.rows[0];
        const detail = await call<{ title: string }>('GET', '/questline/questionInfo/getQuestionInfo', owner, {
          projectId: String(projectId),
          questionId: String(first?.questionId),
        });
        expect(detail.data.title).toBe(first?.title);
        await call('GET', '/questline/knowledge/list', owner);
      } finally {
        // The server leaves a database it was handed open.
        await server?.close();
        await handle.close();
        fixture.remove();
      }
    });
  }
});
