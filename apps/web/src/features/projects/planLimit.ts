import { type ApiFail, type PlanLimitData, ResultCode } from '@questline/contract';

export type PlanLimitBody = ApiFail<PlanLimitData> & { data: PlanLimitData };

/** A 500101 answer: the client rejects with the whole body so the page can offer the upgrade (spec point 8). */
export function isPlanLimit(error: unknown): error is PlanLimitBody {
  if (typeof error !== 'object' || error === null) return false;
  const body = error as { code?: unknown; data?: unknown };
  return body.code === ResultCode.planLimit && typeof body.data === 'object' && body.data !== null;
}
