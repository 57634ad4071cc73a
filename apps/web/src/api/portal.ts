import { type ApiOk, type UpdateLogBody, type UpdateLogEditBody, type UpdateLogEntry } from '@questline/contract';
import { del, get, post, put } from './client';

/** Issue 12: the update log as the platform administrator edits it (ADR 0028). */
export function getUpdateLogYears(): Promise<ApiOk<number[]>> {
  return get<ApiOk<number[]>>('/register/updateLogYearList');
}

/** One year's entries in the interface language: the call answers the request's language. */
export function getUpdateLog(year: number): Promise<ApiOk<UpdateLogEntry[]>> {
  return get<ApiOk<UpdateLogEntry[]>>('/register/updateLogInfoList', { year });
}

export function addUpdateLog(body: UpdateLogBody): Promise<ApiOk<{ id: number }>> {
  return post<ApiOk<{ id: number }>>('/register/updateLog', body);
}

export function editUpdateLog(body: UpdateLogEditBody): Promise<ApiOk<null>> {
  return put<ApiOk<null>>('/register/updateLog', body);
}

export function deleteUpdateLog(id: number): Promise<ApiOk<null>> {
  return del<ApiOk<null>>(`/register/updateLog/${id}`);
}
