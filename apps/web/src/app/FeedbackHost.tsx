import { Suspense, lazy, useEffect, useState } from 'react';
import { onFeedbackDemand } from '../api/feedback';

const AntdFeedback = lazy(() => import('./AntdFeedback'));

let mountRequested = false;
const mountListeners = new Set<() => void>();

/** AntdShell calls this as the workspace loads, so its messages need no wait (it has antd already). */
export function mountFeedback(): void {
  mountRequested = true;
  for (const listener of mountListeners) listener();
}

/**
 * Spec point 8's toasts, notifications and the 401 alert, for every page. antd loads here only when a message
 * first waits (api/feedback.ts) or a workspace page opens: the portal's visitors never download it (issue 12).
 */
export function FeedbackHost() {
  const [needed, setNeeded] = useState(mountRequested);
  useEffect(() => {
    const need = () => setNeeded(true);
    mountListeners.add(need);
    const stop = onFeedbackDemand(need);
    if (mountRequested) need();
    return () => {
      mountListeners.delete(need);
      stop();
    };
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AntdFeedback />
    </Suspense>
  );
}
