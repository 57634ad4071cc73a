import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { issueKeys } from '../queries';

/**
 * Runs one change of an issue: on success says so, refreshes every list, count and detail of the
 * project and tells the host (the list refreshes). Failures were already shown by the client.
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
      setBusy(false);
      await client.invalidateQueries({ queryKey: issueKeys.all(projectId) });
      onChanged();
    }
  }

  return { busy, change };
}
