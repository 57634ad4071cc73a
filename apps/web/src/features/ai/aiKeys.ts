import type { AiCreditKind } from '@questline/contract';
import { useQuery } from '@tanstack/react-query';
import { getAiStatus } from '../../api/ai';

/** Query keys of the AI pages; invalidating `all` refreshes the balances, conversations and pictures. */
export const aiKeys = {
  all: ['ai'] as const,
  status: ['ai', 'status'] as const,
  conversations: ['ai', 'conversations'] as const,
  conversation: (conversationId: number) => ['ai', 'conversation', conversationId] as const,
  images: ['ai', 'images'] as const,
  endpoint: ['ai', 'endpoint'] as const,
  offers: (kind: AiCreditKind) => ['ai', 'offers', kind] as const,
};

/** What the AI pages offer the person: the models and their balances. */
export function useAiStatus() {
  return useQuery({ queryKey: aiKeys.status, queryFn: async () => (await getAiStatus()).data });
}
