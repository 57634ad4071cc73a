import { useQueryClient } from '@tanstack/react-query';
import { useWrite } from '../../../ui/useWrite';
import { issueKeys } from '../queries';

interface Change {
  call: () => Promise<unknown>;
  done: string;
  atOnce?: () => () => void;
}

/**
 * Runs one change of an issue: shows it at once when asked to, on success says so, refreshes every list, count and detail of the
 * project, stays busy until they are read again, and tells the host (the list refreshes). Failures were
 * already shown by the client.
 */
export function useIssueChange(projectId: number, onChanged: () => void) {
  const client = useQueryClient();
  const write = useWrite({
    write: ({ call }: Change) => call(),
    onMutate: ({ atOnce }) => atOnce?.(),
    success: (_answer, { done }) => done,
    // The screen goes back to what it was.
    onError: (_error, _change, undo) => undo?.(),
    // The buttons stay disabled until the issue has been read again: until then they are the old state's,
    // carrying its updateTime, and a press would be refused as someone else's change (seen in a journey:
    // "Complete repair" of status 2 pressed right after "Start repair").
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: issueKeys.all(projectId) });
      onChanged();
    },
  });

  /** `atOnce` shows the change before the server answers and answers its undo (showAtOnce.ts). */
  async function change(call: () => Promise<unknown>, done: string, atOnce?: () => () => void): Promise<boolean> {
    try {
      await write.mutateAsync({ call, done, ...(atOnce ? { atOnce } : {}) });
      return true;
    } catch {
      return false;
    }
  }

  return { busy: write.isPending, change };
}
