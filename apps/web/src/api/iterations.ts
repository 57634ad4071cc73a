import {
  type ApiOk,
  type ApiPage,
  type BatchIterationBody,
  type CreateIterationBody,
  type EditIterationBody,
  type IterationBoard,
  type IterationBurndown,
  type IterationRow,
  type MoveIterationCardBody,
  type PartialData,
  type RemovePlanIterationBody,
  productPath,
} from '@questline/contract';
import { get, post, put } from './client';

/** Issue 13: iterations, their board and burndown, and the calls that put issues in and out of them. */

export function getIterations(projectId: number): Promise<ApiPage<IterationRow>> {
  return get<ApiPage<IterationRow>>(productPath('projectIteration/list'), { projectId });
}

export function createIteration(body: CreateIterationBody) {
  return post<ApiOk<IterationRow>>(productPath('projectIteration'), body);
}

export function editIteration(body: EditIterationBody) {
  return put<ApiOk<IterationRow>>(productPath('projectIteration'), body);
}

export function deleteIteration(projectId: number, iterationId: number) {
  return post<ApiOk<null>>(productPath('projectIteration/delete'), { projectId, iterationId });
}

export function getIterationBoard(projectId: number, iterationId: number): Promise<ApiOk<IterationBoard>> {
  return get<ApiOk<IterationBoard>>(productPath('projectIteration/board'), { projectId, iterationId });
}

export function moveIterationCard(body: MoveIterationCardBody) {
  return put<ApiOk<number>>(productPath('projectIteration/moveQuestion'), body);
}

export function getIterationBurndown(projectId: number, iterationId: number): Promise<ApiOk<IterationBurndown>> {
  return post<ApiOk<IterationBurndown>>(productPath('questionInfo/getProjectIterationRanJinTuData'), {
    projectId,
    iterationId,
  });
}

export function addIssuesToIteration(body: BatchIterationBody) {
  return put<ApiOk<PartialData>>(productPath('questionInfo/updateBatchProblemIteration'), body);
}

export function removeIssuesFromPlanIteration(body: RemovePlanIterationBody) {
  return put<ApiOk<PartialData>>(productPath('questionInfo/removeQuestionProjectPlanIteration'), body);
}
