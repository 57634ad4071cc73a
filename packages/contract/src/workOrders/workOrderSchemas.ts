import { z } from 'zod';
import { positiveId as id } from '../issues/issueApi';
import type { MessageKey } from '../messages';
import { pageQuery } from '../pageQuery';
import { RECORD_ID_MAX } from '../recordIdMax';
import { fitsBytes } from '../projects/rules';
import {
  CANNED_ANSWER_BODY_MAX,
  CANNED_ANSWER_TITLE_MAX,
  WORK_ORDER_CATEGORIES,
  WORK_ORDER_DESCRIPTION_MAX,
  WORK_ORDER_IMAGES_MAX,
  WORK_ORDER_MESSAGE_MAX,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TITLE_MAX_BYTES,
} from './rules';

/** Text a person must give: after trimming, not empty (the field's own message) and at most `max` characters. */
const required = (max: number, messageKey: MessageKey) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value.length > 0, { params: { messageKey } });

/** Spec point 5: up to 3 pictures, each one the caller uploaded through workOrder/image. */
const imageIds = z
  .array(id)
  .max(50)
  .refine((ids) => new Set(ids).size <= WORK_ORDER_IMAGES_MAX, {
    params: { messageKey: 'workOrderImagesTooMany', max: WORK_ORDER_IMAGES_MAX },
  })
  .default([]);

/** POST workOrder/add (spec point 5 "Work order"). */
export const createWorkOrderBody = z.strictObject({
  title: z
    .string()
    .trim()
    .refine((value) => value.length > 0, { params: { messageKey: 'workOrderTitleRequired' } })
    .refine((value) => fitsBytes(value, WORK_ORDER_TITLE_MAX_BYTES), {
      params: { messageKey: 'nameTooLongBytes', max: WORK_ORDER_TITLE_MAX_BYTES },
    }),
  category: z.enum(WORK_ORDER_CATEGORIES),
  priority: z.enum(WORK_ORDER_PRIORITIES).default('normal'),
  /** Rich text; the server sanitises it as issue descriptions are. */
  description: required(WORK_ORDER_DESCRIPTION_MAX, 'workOrderDescriptionRequired'),
  imageIds,
});
export type CreateWorkOrderInput = z.input<typeof createWorkOrderBody>;

/** The `updateTime` the caller last saw: a newer one refuses the action (DOMAIN.md "Identifiers and times"). */
const target = { workOrderId: id, updateTime: z.string().min(1).max(40) };
const message = z.string().trim().max(WORK_ORDER_MESSAGE_MAX).default('');

/**
 * POST workOrder/act: one action of docs/DOMAIN.md "Work orders". Replies and notes carry text or pictures (at least
 * one); askConfirm may carry a reply; assign names a support person.
 */
export const workOrderActionBody = z.discriminatedUnion('action', [
  z.strictObject({ ...target, action: z.literal('accept') }),
  z.strictObject({ ...target, action: z.literal('start') }),
  z.strictObject({ ...target, action: z.literal('confirm') }),
  z.strictObject({ ...target, action: z.literal('withdraw') }),
  z.strictObject({ ...target, action: z.literal('askConfirm'), body: message, imageIds }),
  z.strictObject({ ...target, action: z.literal('supportReply'), body: message, imageIds }),
  z.strictObject({ ...target, action: z.literal('requesterReply'), body: message, imageIds }),
  z.strictObject({ ...target, action: z.literal('note'), body: message, imageIds }),
  z.strictObject({ ...target, action: z.literal('assign'), assigneeId: id }),
]);
export type WorkOrderActionInput = z.input<typeof workOrderActionBody>;

/** POST workOrder/reopen: why the problem is back; the follow-up keeps the order's category and priority. */
export const reopenWorkOrderBody = z.strictObject({
  ...target,
  description: required(WORK_ORDER_DESCRIPTION_MAX, 'workOrderDescriptionRequired'),
  imageIds,
});
export type ReopenWorkOrderInput = z.input<typeof reopenWorkOrderBody>;

export const workOrderIdParams = z.strictObject({ id });

/** GET workOrder/list: the caller's orders, narrowed by status. */
export const workOrderListQuery = pageQuery.extend({ status: z.enum(WORK_ORDER_STATUSES).optional() });
export type WorkOrderListQuery = z.infer<typeof workOrderListQuery>;

/** GET workOrder/admin/queue: every order, by status, category, priority, assignee (0: nobody) and age in days. */
export const workOrderQueueQuery = workOrderListQuery.extend({
  category: z.enum(WORK_ORDER_CATEGORIES).optional(),
  priority: z.enum(WORK_ORDER_PRIORITIES).optional(),
  assigneeId: z.coerce.number().int().min(0).max(RECORD_ID_MAX).optional(),
  /** Only orders created at least this many days ago. */
  olderThanDays: z.coerce.number().int().min(1).max(3650).optional(),
});
export type WorkOrderQueueQuery = z.infer<typeof workOrderQueueQuery>;

const cannedFields = {
  locale: z.enum(['zh', 'en']),
  title: required(CANNED_ANSWER_TITLE_MAX, 'cannedTitleRequired'),
  body: required(CANNED_ANSWER_BODY_MAX, 'cannedBodyRequired'),
};
export const cannedAnswerBody = z.strictObject(cannedFields);
export type CannedAnswerInput = z.input<typeof cannedAnswerBody>;
export const editCannedAnswerBody = z.strictObject({ cannedId: id, ...cannedFields });
export type EditCannedAnswerInput = z.input<typeof editCannedAnswerBody>;
export const cannedRef = z.strictObject({ cannedId: id });
export const cannedListQuery = z.object({ locale: z.enum(['zh', 'en']).optional() });
