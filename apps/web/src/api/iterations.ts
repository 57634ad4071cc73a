import { type ApiPage, productPath } from '@questline/contract';
import { get } from './client';

/**
 * Issue 13: a project's iterations, as GET projectIteration/list answers them (built with the iterations;
 * the statistics' iteration filter only lists them).
 */
export interface ProjectIteration {
  iterationId: number;
  iterationName: string;
  startDate: string | null;
  endDate: string | null;
  status: number;
}

export function getProjectIterations(projectId: number): Promise<ApiPage<ProjectIteration>> {
  return get<ApiPage<ProjectIteration>>(productPath('projectIteration/list'), { projectId });
}
