import { z } from 'zod';
import { calendarDate } from '../dates';
import { type UserRef, positiveId, updateTimeField } from '../issues/issueApi';
import { fitsBytes } from '../projects/rules';
import { API_BASE, productPath } from '../transport';
import {
  PLAN_BATCH_MAX,
  PLAN_DELIVERABLE_NAME_MAX,
  PLAN_DELIVERABLE_URL_MAX,
  PLAN_DESCRIPTION_MAX,
  PLAN_ITEM_TYPES,
  PLAN_NAME_MAX_BYTES,
  PLAN_STATUSES,
  type PlanItemType,
  PlanItemTypeCode,
  type PlanStatus,
  needsAssignee,
} from './fields';

/** Issue 13: the calls of the project plan (ADR 0052 names the paths). */

const oneOf = <T extends readonly number[]>(values: T) =>
  z.coerce
    .number()
    .int()
    .refine((value): value is T[number] => values.includes(value), { params: { messageKey: 'fieldValue' } })
    .transform((value) => value as T[number]);

export const planItemName = z
  .string()
  .trim()
  .min(1)
  .refine((value) => fitsBytes(value, PLAN_NAME_MAX_BYTES), {
    params: { messageKey: 'nameTooLongBytes', max: PLAN_NAME_MAX_BYTES },
  });

const planFields = {
  parentId: positiveId.nullable().default(null),
  itemType: oneOf(PLAN_ITEM_TYPES),
  planName: planItemName,
  status: oneOf(PLAN_STATUSES).default(0),
  assigneeUserId: positiveId.nullable().default(null),
  /** Spec point 3 "publishing time": the day the plan or milestone is published (delivered). */
  publishTime: calendarDate.nullable().default(null),
  startDate: calendarDate,
  endDate: calendarDate,
  description: z.string().max(PLAN_DESCRIPTION_MAX).default(''),
};

interface PlanShape {
  itemType: PlanItemType;
  assigneeUserId: number | null;
  publishTime: string | null;
  startDate: string;
  endDate: string;
}

/** The rules of the create/edit form, one issue per broken rule so the form marks the field. */
function checkPlan(value: PlanShape, context: z.RefinementCtx): void {
  if (value.endDate < value.startDate) {
    context.addIssue({ code: 'custom', params: { messageKey: 'planDatesOrder' }, path: ['endDate'] });
  }
  if (value.itemType === PlanItemTypeCode.milestone && value.endDate !== value.startDate) {
    context.addIssue({ code: 'custom', params: { messageKey: 'planMilestoneOneDay' }, path: ['endDate'] });
  }
  if (needsAssignee(value.itemType) && value.assigneeUserId === null) {
    context.addIssue({ code: 'custom', params: { messageKey: 'planAssigneeRequired' }, path: ['assigneeUserId'] });
  }
  if (needsAssignee(value.itemType) && value.publishTime === null) {
    context.addIssue({ code: 'custom', params: { messageKey: 'planPublishTimeRequired' }, path: ['publishTime'] });
  }
}

/** POST projectPlan. */
export const createPlanItemBody = z.strictObject({ projectId: positiveId, ...planFields }).superRefine(checkPlan);
export type CreatePlanItemBody = z.input<typeof createPlanItemBody>;
/** PUT projectPlan: every field again, with the `updateTime` the form loaded (an item changed since is refused). */
export const editPlanItemBody = z
  .strictObject({ projectId: positiveId, planId: positiveId, updateTime: updateTimeField, ...planFields })
  .superRefine(checkPlan);
export type EditPlanItemBody = z.input<typeof editPlanItemBody>;
/** PUT projectPlan/move: the Gantt's drag or arrow keys, dates only, same date rules as the form. */
export const movePlanItemBody = z
  .strictObject({ projectId: positiveId, planId: positiveId, startDate: calendarDate, endDate: calendarDate })
  .refine((value) => value.startDate <= value.endDate, {
    params: { messageKey: 'planDatesOrder' },
    path: ['endDate'],
  });
export type MovePlanItemBody = z.input<typeof movePlanItemBody>;
export const planRefQuery = z.strictObject({ projectId: positiveId, planId: positiveId });
export const planIdParams = z.strictObject({ planId: positiveId });
export const projectRefQuery = z.strictObject({ projectId: positiveId });

/** Spec point 5 "deliverable link format checked and file name required". */
export const deliverableLinkBody = z.strictObject({
  projectId: positiveId,
  planId: positiveId,
  fileName: z
    .string()
    .trim()
    .max(PLAN_DELIVERABLE_NAME_MAX)
    .refine((value) => value.length > 0, { params: { messageKey: 'planDeliverableNameRequired' } }),
  url: z
    .string()
    .trim()
    .max(PLAN_DELIVERABLE_URL_MAX)
    .refine(isWebLink, { params: { messageKey: 'planDeliverableLinkFormat' } }),
});
export type DeliverableLinkBody = z.input<typeof deliverableLinkBody>;
export const deliverableUploadFields = z.strictObject({ projectId: positiveId, planId: positiveId });
export const deliverableIdParams = z.strictObject({ deliverableId: positiveId });

/** PUT questionInfo/updateBatchProblemPlan (spec point 7): several issues to one plan, or to none. */
export const batchProblemPlanBody = z.strictObject({
  projectId: positiveId,
  questionIds: z.array(positiveId).min(1).max(PLAN_BATCH_MAX),
  planId: positiveId.nullable(),
});
export type BatchProblemPlanBody = z.input<typeof batchProblemPlanBody>;

/** An http(s) address with a host; anything else (javascript:, bare words) is refused. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** One item of GET projectPlan/list: the tree comes flat, each row naming its parent. */
export interface PlanItemRow {
  planId: number;
  projectId: number;
  parentId: number | null;
  itemType: PlanItemType;
  planName: string;
  status: PlanStatus;
  assignee: UserRef | null;
  publishTime: string | null;
  startDate: string;
  endDate: string;
  description: string;
  sort: number;
  issueCount: number;
  doneCount: number;
  progress: number;
  deliverableCount: number;
  updateTime: string;
}

export interface PlanDeliverable {
  deliverableId: number;
  planId: number;
  kind: 'link' | 'file';
  fileName: string;
  /** The link itself, or for a file the download address (members only, with the session). */
  url: string;
  size: number | null;
  uploader: UserRef;
  createTime: string;
}

/** Where a member downloads a deliverable file (the session's cookie or header decides who may). */
export function deliverableUrl(projectId: number, deliverableId: number): string {
  return `${API_BASE}${productPath(`projectPlan/deliverable/${String(deliverableId)}`)}?projectId=${String(projectId)}`;
}
