import {
  type ApiOk,
  type ApiPage,
  type CannedAnswer,
  type CannedAnswerInput,
  type CreateWorkOrderInput,
  type EditCannedAnswerInput,
  type ReopenWorkOrderInput,
  type SupportPerson,
  type WorkOrderActionInput,
  type WorkOrderCategory,
  type WorkOrderCounts,
  type WorkOrderDetail,
  type WorkOrderFigures,
  type WorkOrderImage,
  type WorkOrderPriority,
  type WorkOrderRow,
  type WorkOrderStatus,
  WORK_ORDER_PATHS,
} from '@questline/contract';
import { get, post, put } from './client';

/** Work orders and the support desk (issue 31, ADR 0113). */

export interface WorkOrderListQuery {
  pageNum: number;
  pageSize: number;
  status?: WorkOrderStatus;
}

export interface WorkOrderQueueQuery extends WorkOrderListQuery {
  category?: WorkOrderCategory;
  priority?: WorkOrderPriority;
  /** 0: nobody holds it. */
  assigneeId?: number;
  olderThanDays?: number;
}

export function getMyWorkOrders(query: WorkOrderListQuery): Promise<ApiPage<WorkOrderRow>> {
  return get<ApiPage<WorkOrderRow>>(WORK_ORDER_PATHS.list, query);
}

export function getWorkOrderCounts(): Promise<ApiOk<WorkOrderCounts>> {
  return get<ApiOk<WorkOrderCounts>>(WORK_ORDER_PATHS.counts);
}

export function createWorkOrder(body: CreateWorkOrderInput): Promise<ApiOk<WorkOrderDetail>> {
  return post<ApiOk<WorkOrderDetail>>(WORK_ORDER_PATHS.add, body);
}

/** Someone else's order, or none, answers 404: the page says so itself. */
export function getWorkOrder(workOrderId: number): Promise<ApiOk<WorkOrderDetail>> {
  return get<ApiOk<WorkOrderDetail>>(WORK_ORDER_PATHS.detail(workOrderId), undefined, { ownNotFound: true });
}

export function actOnWorkOrder(body: WorkOrderActionInput): Promise<ApiOk<WorkOrderDetail>> {
  return post<ApiOk<WorkOrderDetail>>(WORK_ORDER_PATHS.act, body);
}

export function reopenWorkOrder(body: ReopenWorkOrderInput): Promise<ApiOk<WorkOrderDetail>> {
  return post<ApiOk<WorkOrderDetail>>(WORK_ORDER_PATHS.reopen, body);
}

export function uploadWorkOrderImage(file: Blob, fileName: string): Promise<ApiOk<WorkOrderImage>> {
  const form = new FormData();
  form.append('file', file, fileName);
  return post<ApiOk<WorkOrderImage>>(WORK_ORDER_PATHS.image, form, { long: true });
}

export function getSupportQueue(query: WorkOrderQueueQuery): Promise<ApiPage<WorkOrderRow>> {
  return get<ApiPage<WorkOrderRow>>(WORK_ORDER_PATHS.queue, query);
}

export function getDeskFigures(): Promise<ApiOk<WorkOrderFigures>> {
  return get<ApiOk<WorkOrderFigures>>(WORK_ORDER_PATHS.figures);
}

export function getDeskStaff(): Promise<ApiOk<SupportPerson[]>> {
  return get<ApiOk<SupportPerson[]>>(WORK_ORDER_PATHS.staff);
}

export function getCannedAnswers(locale?: 'zh' | 'en'): Promise<ApiOk<CannedAnswer[]>> {
  return get<ApiOk<CannedAnswer[]>>(WORK_ORDER_PATHS.canned, locale ? { locale } : undefined);
}

export function addCannedAnswer(body: CannedAnswerInput): Promise<ApiOk<CannedAnswer>> {
  return post<ApiOk<CannedAnswer>>(WORK_ORDER_PATHS.canned, body);
}

export function editCannedAnswer(body: EditCannedAnswerInput): Promise<ApiOk<CannedAnswer>> {
  return put<ApiOk<CannedAnswer>>(WORK_ORDER_PATHS.canned, body);
}

export function removeCannedAnswer(cannedId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(WORK_ORDER_PATHS.removeCanned, { cannedId });
}
