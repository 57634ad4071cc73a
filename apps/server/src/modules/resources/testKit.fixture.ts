import {
  FINANCE_PATHS,
  RESOURCE_PATHS,
  type ResourceAdminRow,
  type ResourceFileRow,
  type ResourceInput,
} from '@questline/contract';
import { expect } from 'vitest';
import type { Answer } from '../../test/api';
import { type SignedInPerson, peopleKit } from '../../test/people';
import { type TestServer, bearer } from '../../test/server';
import { multipart, multipartForm, tinyPng } from '../../test/uploads';

export type StorePerson = SignedInPerson;

/** People, resources and files for the resource store's tests, through the real calls. */
export function resourceKit(server: TestServer, now: () => Date) {
  const { call, person, admin } = peopleKit(server, now);
  return {
    call,
    person,
    admin,
    async resource(fields: Partial<ResourceInput> = {}): Promise<ResourceAdminRow> {
      const answer = await call<ResourceAdminRow>('POST', RESOURCE_PATHS.admin, {
        token: (await admin()).token,
        payload: {
          title: '缺陷报告模板',
          category: 'template',
          description: 'A defect report template',
          priceFen: 990,
          pointsPrice: 50,
          membersFree: true,
          published: true,
          ...fields,
        },
      });
      expect(answer.code).toBe(200);
      return answer.data;
    },
    async upload(resourceId: number, fileName: string, content: Buffer, token?: string) {
      const form = multipartForm({ resourceId: String(resourceId) }, { field: 'file', fileName, content });
      const response = await server.app.inject({
        method: 'POST',
        url: `/prod-api${RESOURCE_PATHS.adminFile}`,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(token ?? (await admin()).token), language: 'en-US' },
      });
      return response.json<Answer<ResourceFileRow>>();
    },
    /**
     * Pays an order the way a bank transfer does: the buyer chooses the transfer and sends a voucher, an administrator
     * approves it (settleOrder.ts applies its effect).
     */
    async payByTransfer(buyer: StorePerson, orderId: number) {
      const started = await call('POST', FINANCE_PATHS.payOrder, {
        token: buyer.token,
        payload: { orderId, method: 'offline' },
      });
      expect(started.code).toBe(200);
      const voucher = multipart('file', 'voucher.png', 'image/png', tinyPng());
      const sent = await server.app.inject({
        method: 'POST',
        url: `/prod-api${FINANCE_PATHS.saveOfflinePayFile}?orderId=${String(orderId)}`,
        payload: voucher.payload,
        headers: { ...voucher.headers, ...bearer(buyer.token) },
      });
      expect(sent.json<Answer>().code).toBe(200);
      const approved = await call('POST', FINANCE_PATHS.approveVoucher, {
        token: (await admin()).token,
        payload: { orderId },
      });
      expect(approved.code).toBe(200);
    },
    /** A resource membership bought through the catalogue and paid by transfer. */
    async membership(buyer: StorePerson) {
      const product = await call<{ productId: number }>('POST', FINANCE_PATHS.products, {
        token: (await admin()).token,
        payload: { kind: 'resources', nameZh: '资源会员', nameEn: 'Resource membership', priceFen: 1_000, months: 12 },
      });
      expect(product.code).toBe(200);
      const order = await call<{ orderId: number }>('POST', FINANCE_PATHS.addResourcesOrder, {
        token: buyer.token,
        payload: { productId: product.data.productId },
      });
      expect(order.code).toBe(200);
      await this.payByTransfer(buyer, order.data.orderId);
    },
  };
}
