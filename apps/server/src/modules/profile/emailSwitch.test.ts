import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, bearer, getTestServer } from '../../test/server';

/** Issue 3 "e-mail notification switch"; spec point 7 userswitch/getUserEmailSwitch, /openEmail, /closEmail. */
describe('e-mail notification switch', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.close());

  const call = (token: string, action: string) =>
    server.app.inject({
      method: 'GET',
      url: `/prod-api/questline/userswitch/${action}`,
      headers: { ...bearer(token), language: 'en-US' },
    });

  it('is off at first, opens with a bound e-mail and closes again', async () => {
    const user = await buildUser(server.database.db, { email: 'switch@example.com' });
    const token = await signIn(server.database.db, user.id);
    expect((await call(token, 'getUserEmailSwitch')).json()).toEqual({
      code: 200,
      msg: 'Success',
      data: { open: false },
    });
    expect((await call(token, 'openEmail')).json()).toEqual({ code: 200, msg: 'Success', data: null });
    expect((await call(token, 'getUserEmailSwitch')).json().data).toEqual({ open: true });
    expect((await call(token, 'closEmail')).json()).toEqual({ code: 200, msg: 'Success', data: null });
    expect((await call(token, 'getUserEmailSwitch')).json().data).toEqual({ open: false });
  });

  it('refuses to open without a bound e-mail, with a message saying so', async () => {
    const user = await buildUser(server.database.db, { email: null });
    const token = await signIn(server.database.db, user.id);
    expect((await call(token, 'openEmail')).json()).toEqual({
      code: 500,
      msg: 'Bind an e-mail address before turning on e-mail notifications',
    });
    expect((await call(token, 'getUserEmailSwitch')).json().data).toEqual({ open: false });
    expect((await call(token, 'closEmail')).json().code).toBe(200);
  });
});
