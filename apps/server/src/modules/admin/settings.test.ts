import { ResultCode } from '@questline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { prodApi } from '../../test/api';
import { buildUser, signIn } from '../../test/factories';
import { type TestServer, getTestServer } from '../../test/server';

const environment = {
  ...loadConfig({ LOG_LEVEL: 'silent' }).portal,
  contactEmail: 'env@example.com',
  contactPhone: '400-000',
  groupQrCodes: ['/env-qr.png'],
};

const environmentAddresses = {
  postApi: 'https://post.example/api',
  netDisk: '',
  netShare: '',
  aiChat: '',
  imageService: '',
};
/** The chat's address is IM_URL's, never a setting (ADR 0131): the frame it names is in the pages' CSP. */
const chat = 'https://chat.example/im';

const saved = {
  groupQrCodes: ['https://cdn.example/qr-1.png', '/qr-2.png'],
  contactEmail: 'help@example.com',
  contactPhone: '400-123-4567',
  supportImage: '/support.png',
  downloads: [{ name: 'Questline desktop', version: '2.1.0', date: '2026-05-01', sizeBytes: 1024, url: '/d/q.zip' }],
};

/**
 * Issue 35: the portal's settings live in the database, edited in the administration area; the environment gives
 * them until then; a change saved through one instance is what every instance serves at once.
 */
describe('settings', () => {
  let first: TestServer;
  let second: TestServer;
  let root: string;
  beforeAll(async () => {
    const config = { portal: environment, addresses: { ...environmentAddresses, im: chat } };
    first = await getTestServer({ config });
    second = await getTestServer({ config, database: first.database });
    root = await signIn(first.database.db, (await buildUser(first.database.db, { is_platform_admin: 1 })).id);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const on = (server: TestServer): ReturnType<typeof prodApi> => prodApi(server);
  const save = (payload: object, language: 'zh-CN' | 'en-US' = 'en-US') =>
    on(first)('POST', '/admin/settings/portal', { token: root, payload, language });

  it('are the environment’s until saved', async () => {
    expect((await on(second)('GET', '/admin/settings', { token: root })).data).toEqual({
      portal: { ...environment, supportImage: null },
      source: 'environment',
      addresses: environmentAddresses,
      addressesSource: 'environment',
    });
    expect((await on(second)('GET', '/anonymous/interface/portalContact')).data).toEqual({
      email: 'env@example.com',
      phone: '400-000',
      image: null,
    });
  });

  it('refuse bad input in the caller language and change nothing', async () => {
    const badEmail = await save({ ...saved, contactEmail: 'not-an-address' });
    expect(badEmail.code).toBe(ResultCode.fail);
    expect(badEmail.msg).toContain('contactEmail');
    const badImage = await save({ ...saved, supportImage: 'javascript:alert(1)' }, 'zh-CN');
    expect(badImage.code).toBe(ResultCode.fail);
    expect(badImage.msg).toMatch(/\p{Script=Han}/u);
    expect((await save({ ...saved, downloads: [{ name: 'x', version: '1', date: 'soon' }] })).code).toBe(
      ResultCode.fail,
    );
    expect((await save({ ...saved, groupQrCodes: Array.from({ length: 7 }, () => '/q.png') })).code).toBe(
      ResultCode.fail,
    );
    expect((await on(first)('GET', '/admin/settings', { token: root })).data.source).toBe('environment');
    expect((await on(first)('GET', '/admin/audit/list?action=settingsUpdate', { token: root })).total).toBe(0);
  });

  it('saved through one instance are served by another at once, and the change is audited', async () => {
    expect(await save({ ...saved, contactPhone: '' })).toMatchObject({
      code: ResultCode.ok,
      data: { source: 'database', portal: { contactPhone: null } },
    });
    expect((await save(saved)).code).toBe(ResultCode.ok);

    const other = on(second);
    expect((await other('GET', '/anonymous/interface/portalContact')).data).toEqual({
      email: 'help@example.com',
      phone: '400-123-4567',
      image: '/support.png',
    });
    expect((await other('GET', '/anonymous/interface/getWeChatGroupQRCode')).data).toEqual({
      configValue: saved.groupQrCodes,
    });
    expect((await other('GET', '/anonymous/interface/downloadList')).data).toEqual(saved.downloads);

    const lines = (await other('GET', '/admin/audit/list?action=settingsUpdate', { token: root })).rows;
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      targetType: 'setting',
      targetLabel: 'portal',
      before: { contactPhone: null },
      after: { contactPhone: '400-123-4567' },
    });
    expect(lines[1]).toMatchObject({ before: { contactEmail: 'env@example.com' } });
  });

  it('hand the web app the addresses saved through another instance, audited; bad ones change nothing', async () => {
    const addresses = {
      postApi: '',
      netDisk: '/myNetworkDisk',
      netShare: 'https://share.example/s',
      aiChat: 'https://chat.example',
      imageService: 'http://10.0.0.5:7860/draw',
    };
    const saveAddresses = (payload: object, language: 'zh-CN' | 'en-US' = 'en-US') =>
      on(first)('POST', '/admin/settings/addresses', { token: root, payload, language });
    const member = await signIn(first.database.db, (await buildUser(first.database.db)).id);
    const other = on(second);
    expect((await other('GET', '/getInfo', { token: member })).data.addresses).toEqual({
      ...environmentAddresses,
      im: chat,
    });

    const refused = await saveAddresses({ ...addresses, aiChat: 'javascript:alert(1)' }, 'zh-CN');
    expect(refused.code).toBe(ResultCode.fail);
    expect(refused.msg).toMatch(/\p{Script=Han}/u);
    expect((await saveAddresses({ ...addresses, extra: 'x' })).code).toBe(ResultCode.fail);
    expect((await on(first)('POST', '/admin/settings/addresses', { token: member, payload: addresses })).code).toBe(
      ResultCode.forbidden,
    );
    expect((await other('GET', '/admin/settings', { token: root })).data.addressesSource).toBe('environment');

    expect(await saveAddresses(addresses)).toMatchObject({
      code: ResultCode.ok,
      data: { addresses, addressesSource: 'database', source: 'database' },
    });
    expect((await other('GET', '/getInfo', { token: member })).data.addresses).toEqual({ ...addresses, im: chat });
    expect((await saveAddresses({ ...addresses, im: 'https://elsewhere.example' })).code).toBe(ResultCode.fail);
    const lines = (await other('GET', '/admin/audit/list?action=settingsUpdate', { token: root })).rows;
    expect(lines[0]).toMatchObject({
      targetLabel: 'webAddresses',
      before: environmentAddresses,
      after: addresses,
    });
  });
});
