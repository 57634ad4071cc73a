import type { ImIssueChip, ImIssueRef } from '@questline/contract';
import { useCallback } from 'react';
import { useChatController } from './useChat';

/** The chips of `#n` references this reader may see, asked once per issue (a stable function for the rows). */
export function useIssueChips(): (refs: readonly ImIssueRef[]) => Promise<ImIssueChip[]> {
  const controller = useChatController();
  return useCallback((refs) => controller.issueChips(refs), [controller]);
}
