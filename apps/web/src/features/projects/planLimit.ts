import { type ApiFail, type PlanLimitData, ResultCode } from '@questline/contract';
import { useState } from 'react';

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
  const [saving, setSaving] = useState(false);
  async function save(call: () => Promise<void>): Promise<void> {
    setSaving(true);
    try {
      await call();
    } catch (error) {
      if (isPlanLimit(error)) {
        close();
        onLimit(error.data);
      }
    } finally {
      setSaving(false);
    }
  }
  return { saving, save };
}
