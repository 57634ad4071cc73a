import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { issueKeys } from '../queries';

/**
 * Runs one change of an issue: shows it at once when asked to, on success says so, refreshes every list, count and detail of the
 * project, stays busy until they are read again, and tells the host (the list refreshes). Failures were
 * already shown by the client.
 */
export function useIssueChange(projectId: number, onChanged: () => void) {
  const client = useQueryClient();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  /** `atOnce` shows the change before the server answers and answers its undo (optimisticStatus.ts). */
  async function change(call: () => Promise<unknown>, done: string, atOnce?: () => () => void): Promise<boolean> {
    setBusy(true);
    const undo = atOnce?.();
    try {
      await call();
      void message.success(done);
      return true;
    } catch {
      // The client showed the server's reason; the screen goes back to what it was.
      undo?.();
      return false;
    } finally {
      // The buttons stay disabled until the issue has been read again: until then they are the old state's,
      // carrying its updateTime, and a press would be refused as someone else's change (seen in a journey:
      // "Complete repair" of status 2 pressed right after "Start repair").
      await client.invalidateQueries({ queryKey: issueKeys.all(projectId) });
      setBusy(false);
      onChanged();
    }
  }

  return { busy, change };
}
