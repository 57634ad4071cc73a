import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';

/** Spec point 1 "user trial time", point 7 trialTime/getUserTrialTime (answer carries data.authority). */
describe('GET /questline/trialTime/getUserTrialTime', () => {
  let server: TestServer;
  let clock = new Date('2026-06-10T12:00:00.000Z');
  beforeAll(async () => {
    server = await getTestServer({ now: () => clock });
  });
  afterAll(() => server.close());

  const trialOf = async (overrides: { create_time: string; version_code?: number }) => {
    const user = await buildUser(server.database.db, overrides);
    const response = await server.app.inject({
      method: 'GET',
      url: '/prod-api/questline/trialTime/getUserTrialTime',
      headers: bearer(await signIn(server.database.db, user.id, { now: clock })),
    });
    expect(response.json().code).toBe(200);
    return response.json().data;
  };

  it('grants access while the 15-day trial runs, counting whole days left', async () => {
    expect(await trialOf({ create_time: '2026-06-01T12:00:00.000Z' })).toEqual({
      authority: true,
      trialEndTime: '2026-06-16T12:00:00.000Z',
      remainingDays: 6,
    });
  });

  it('ends authority when the trial is over on the free plan', async () => {
    clock = new Date('2026-06-16T12:00:00.000Z');
    expect(await trialOf({ create_time: '2026-06-01T12:00:00.000Z' })).toEqual({
      authority: false,
      trialEndTime: '2026-06-16T12:00:00.000Z',
      remainingDays: 0,
    });
  });

  it('keeps authority on a paid plan after the trial', async () => {
    clock = new Date('2027-01-01T00:00:00.000Z');
    expect(await trialOf({ create_time: '2026-06-01T12:00:00.000Z', version_code: 1 })).toMatchObject({
      authority: true,
      remainingDays: 0,
    });
  });
});
