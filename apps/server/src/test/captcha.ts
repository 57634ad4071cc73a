import type { TestServer } from './server';

/** Asks for a captcha and reads its answer from the store, as the e2e journeys do. */
export async function solveCaptcha(server: TestServer): Promise<{ uuid: string; code: string }> {
  const response = await server.app.inject({ method: 'GET', url: '/prod-api/captchaImage' });
  const uuid = (response.json() as { data: { uuid: string } }).data.uuid;
  const row = await server.database.db
    .selectFrom('ephemeral_entries')
    .select('value')
    .where('key', '=', `captcha:${uuid}`)
    .executeTakeFirstOrThrow();
  return { uuid, code: row.value };
}
