import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { issueKeys } from '../queries';

/**
 * Runs one change of an issue: on success says so, refreshes every list, count and detail of the
 * project, stays busy until they are read again, and tells the host (the list refreshes). Failures were
 * already shown by the client.
 */
export function useIssueChange(projectId: number, onChanged: () => void) {
  const client = useQueryClient();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function change(call: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    try {
      await call();
      void message.success(done);
      return true;
    } catch {
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
