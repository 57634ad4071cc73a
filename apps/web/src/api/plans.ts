import {
  type ApiOk,
  type BatchProblemPlanBody,
  type CreatePlanItemBody,
  type DeliverableLinkBody,
  type EditPlanItemBody,
  type MovePlanItemBody,
  type PlanDeliverable,
  type PlanItemRow,
  productPath,
} from '@questline/contract';
import { del, get, post, put } from './client';

/** Issue 13: the project plan, its Gantt moves, deliverables and the issues linked to plans (ADR 0052). */

export function getPlanTree(projectId: number): Promise<ApiOk<PlanItemRow[]>> {
  return get<ApiOk<PlanItemRow[]>>(productPath('projectPlan/list'), { projectId });
}

export function createPlanItem(body: CreatePlanItemBody) {
  return post<ApiOk<PlanItemRow>>(productPath('projectPlan'), body);
}

export function editPlanItem(body: EditPlanItemBody) {
  return put<ApiOk<PlanItemRow>>(productPath('projectPlan'), body);
}

export function movePlanItem(body: MovePlanItemBody) {
  return put<ApiOk<PlanItemRow>>(productPath('projectPlan/move'), body);
}

export function deletePlanItem(projectId: number, planId: number) {
  return del<ApiOk<null>>(`${productPath(`projectPlan/${planId}`)}?projectId=${projectId}`);
}

export function getDeliverables(projectId: number, planId: number): Promise<ApiOk<PlanDeliverable[]>> {
  return get<ApiOk<PlanDeliverable[]>>(productPath('projectPlan/deliverable/list'), { projectId, planId });
}

export function addDeliverableLink(body: DeliverableLinkBody) {
  return post<ApiOk<PlanDeliverable>>(productPath('projectPlan/deliverable/link'), body);
}

export function uploadDeliverable(projectId: number, planId: number, file: Blob, fileName: string) {
  const form = new FormData();
  // The server reads the fields before the file part.
  form.append('projectId', String(projectId));
  form.append('planId', String(planId));
  form.append('file', file, fileName);
  return post<ApiOk<PlanDeliverable>>(productPath('projectPlan/deliverable/upload'), form, { long: true });
}

export function removeDeliverable(projectId: number, deliverableId: number) {
  return del<ApiOk<null>>(`${productPath(`projectPlan/deliverable/${deliverableId}`)}?projectId=${projectId}`);
}

export function setQuestionsPlan(body: BatchProblemPlanBody) {
  return put<ApiOk<{ changed: number }>>(productPath('questionInfo/updateBatchProblemPlan'), body);
}
