import { type ApiFail, type PlanLimitData, ResultCode } from '@questline/contract';
import { useWrite } from '../../ui/useWrite';

export type PlanLimitBody = ApiFail<PlanLimitData> & { data: PlanLimitData };

/** A 500101 answer: the client rejects with the whole body so the page can offer the upgrade (spec point 8). */
export function isPlanLimit(error: unknown): error is PlanLimitBody {
  if (typeof error !== 'object' || error === null) return false;
  const body = error as { code?: unknown; data?: unknown };
  return body.code === ResultCode.planLimit && typeof body.data === 'object' && body.data !== null;
}

/**
 * The saving state of a dialog whose call may meet a plan limit: the dialog closes and `onLimit` explains the
 * limit and offers the upgrade. Any other failure was already shown by the client (spec point 8).
 */
export function useLimitedSave(close: () => void, onLimit: (limit: PlanLimitData) => void) {
  const write = useWrite({
    write: (call: () => Promise<void>) => call(),
    onError: (error: unknown) => {
      if (isPlanLimit(error)) {
        close();
        onLimit(error.data);
      }
    },
  });
  return { saving: write.isPending, save: (call: () => Promise<void>) => write.mutate(call) };
}
