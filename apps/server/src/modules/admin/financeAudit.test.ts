import { ResultCode } from '@questline/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { prodApi } from '../../test/api';
import { adminSuite } from './adminKit.fixture';

/** Issue 35: the money pages' changes, made by finance staff, are in the audit log with what they replaced. */
describe('the audit log of the money pages', () => {
  let clerk: { id: number; userName: string };
  let clerkToken: string;
  const suite = adminSuite();
  beforeAll(async () => {
    const staff = await suite.person({ role: 'finance' });
    clerk = staff;
    clerkToken = staff.token;
  });

  it('records a product added and edited by finance staff, before and after', async () => {
    const call = prodApi(suite.server);
    const fields = { kind: 'chatgpt', nameZh: '对话包', nameEn: 'Chat pack', priceFen: 990, credits: 100 };
    const added = await call('POST', '/questline/financial/admin/product', { token: clerkToken, payload: fields });
    expect(added.code).toBe(ResultCode.ok);
    const productId = added.data.productId as number;
    const edited = await call('PUT', '/questline/financial/admin/product', {
      token: clerkToken,
      payload: { ...fields, productId, priceFen: 1290 },
    });
    expect(edited.code).toBe(ResultCode.ok);

    const lines = (await call('GET', '/admin/audit/list?keyword=Chat%20pack', { token: suite.root })).rows;
    expect(lines.map((line: { action: string }) => line.action)).toEqual(['productEdit', 'productCreate']);
    expect(lines[0]).toMatchObject({
      actorName: clerk.userName,
      targetType: 'product',
      before: { price_fen: 990 },
      after: { priceFen: 1290 },
    });
  });
});
