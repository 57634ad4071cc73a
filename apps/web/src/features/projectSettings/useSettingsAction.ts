import type { QueryKey } from '@tanstack/react-query';
import { useWrite } from '../../ui/useWrite';

/** One settings change: its call and what it says once done. */
interface SettingsChange {
  call: () => Promise<unknown>;
  done?: string;
}

/**
 * Runs one settings change through `useWrite` (ADR 0143): shows `done` on success and reloads the list under `list`.
 * A failure has already been shown by the client (spec point 8), so `run` only answers false.
 */
export function useSettingsAction(list: QueryKey) {
  const change = useWrite({
    write: ({ call }: SettingsChange) => call(),
    success: (_answer, { done }) => done,
    refresh: [list],
  });
  function run(call: () => Promise<unknown>, done?: string): Promise<boolean> {
    return change.mutateAsync({ call, done }).then(
      () => true,
      () => false,
    );
  }
  return { busy: change.isPending, run };
}
