import {
  type WorkOrderActionInput,
  type WorkOrderDetail,
  type WorkOrderImage,
  type WorkOrderStatus,
  ADMIN_PATHS,
  WORK_ORDER_PATHS,
} from '@questline/contract';
import { expect } from 'vitest';
import type { Answer } from '../../test/api';
import { type SignedInPerson, peopleKit } from '../../test/people';
import type { TestServer } from '../../test/server';
import { multipart, tinyPng } from '../../test/uploads';

/** One action's own fields, the order's id and update time left to `act` (distributed over the union). */
export type ActionFields = WorkOrderActionInput extends infer Each
  ? Each extends WorkOrderActionInput
    ? Omit<Each, 'workOrderId' | 'updateTime'>
    : never
  : never;

export type DeskPerson = SignedInPerson;

/** The path of each status from pending: the actions that bring a new order there. */
const ROUTE_TO: Record<WorkOrderStatus, readonly ('accept' | 'start' | 'askConfirm' | 'confirm')[]> = {
  pending: [],
  accepting: ['accept'],
  processing: ['accept', 'start'],
  awaiting: ['accept', 'start', 'askConfirm'],
  complete: ['accept', 'start', 'askConfirm', 'confirm'],
};

/** People, orders and pictures for the work-order tests, through the real calls. */
export function deskKit(server: TestServer, now: () => Date) {
  const { call, person, admin } = peopleKit(server, now);
  const kit = {
    call,
    person,
    admin,
    /** A person the administrator granted the support role. */
    async supporter(): Promise<DeskPerson> {
      const staff = await person();
      const granted = await call('POST', ADMIN_PATHS.grantRole, {
        token: (await admin()).token,
        payload: { account: staff.userName, role: 'support' },
      });
      expect(granted.code).toBe(200);
      return staff;
    },
    async upload(token: string, fileName = 'shot.png', content: Buffer = tinyPng(), mime = 'image/png') {
      const form = multipart('file', fileName, mime, content);
      const response = await server.app.inject({
        method: 'POST',
        url: `/prod-api${WORK_ORDER_PATHS.image}`,
        headers: { ...form.headers, authorization: `Bearer ${token}`, language: 'en-US' },
        payload: form.payload,
      });
      return response.json<Answer<WorkOrderImage>>();
    },
    async open(token: string, fields: object = {}): Promise<WorkOrderDetail> {
      const answer = await call<WorkOrderDetail>('POST', WORK_ORDER_PATHS.add, {
        token,
        payload: {
          title: 'Cannot sign in',
          category: 'account',
          description: '<p>Locked out since Monday</p>',
          ...fields,
        },
      });
      expect(answer.msg).toBe('Success');
      return answer.data;
    },
    detail(token: string, workOrderId: number) {
      return call<WorkOrderDetail>('GET', WORK_ORDER_PATHS.detail(workOrderId), { token });
    },
    /** One action on the order as last seen; answers the envelope (the new detail on success). */
    act(token: string, order: Pick<WorkOrderDetail, 'workOrderId' | 'updateTime'>, fields: ActionFields) {
      return call<WorkOrderDetail>('POST', WORK_ORDER_PATHS.act, {
        token,
        payload: { workOrderId: order.workOrderId, updateTime: order.updateTime, ...fields },
      });
    },
    /** A new order of `requester` walked by `supporter` (and the requester, to complete it) to `status`. */
    async orderIn(status: WorkOrderStatus, requester: DeskPerson, supporter: DeskPerson): Promise<WorkOrderDetail> {
      let order = await kit.open(requester.token);
      for (const step of ROUTE_TO[status]) {
        const token = step === 'confirm' ? requester.token : supporter.token;
        const answer = await kit.act(
          token,
          order,
          step === 'askConfirm' ? { action: step, body: 'Try now' } : { action: step },
        );
        expect(answer.msg, step).toBe('Success');
        order = answer.data;
      }
      expect(order.status).toBe(status);
      return order;
    },
  };
  return kit;
}
