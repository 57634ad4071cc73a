import { useQuery } from '@tanstack/react-query';
import { getComments, getDocument, getMembers, getShares, getSpace, getSpaces, getTree } from '../../api/knowledge';

/** One key factory for the knowledge domain: a change in a space invalidates everything under its key. */
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  list: () => [...knowledgeKeys.all, 'list'] as const,
  space: (kbId: number) => [...knowledgeKeys.all, kbId] as const,
  tree: (kbId: number) => [...knowledgeKeys.space(kbId), 'tree'] as const,
  document: (kbId: number, docId: number) => [...knowledgeKeys.space(kbId), 'doc', docId] as const,
  comments: (kbId: number, docId: number) => [...knowledgeKeys.document(kbId, docId), 'comments'] as const,
  members: (kbId: number) => [...knowledgeKeys.space(kbId), 'members'] as const,
  shares: (kbId: number) => [...knowledgeKeys.space(kbId), 'shares'] as const,
  issueChips: (refs: string) => [...knowledgeKeys.all, 'issueChips', refs] as const,
};

export const useSpaces = () =>
  useQuery({ queryKey: knowledgeKeys.list(), queryFn: async () => (await getSpaces()).data });

export const useSpace = (kbId: number) =>
  useQuery({ queryKey: [...knowledgeKeys.space(kbId), 'info'], queryFn: async () => (await getSpace(kbId)).data });

export const useTree = (kbId: number) =>
  useQuery({ queryKey: knowledgeKeys.tree(kbId), queryFn: async () => (await getTree(kbId)).data });

export const useDocument = (kbId: number, docId: number | undefined) =>
  useQuery({
    queryKey: knowledgeKeys.document(kbId, docId ?? 0),
    queryFn: async () => (await getDocument(kbId, docId ?? 0)).data,
    enabled: docId !== undefined,
    retry: false,
  });

export const useComments = (kbId: number, docId: number) =>
  useQuery({
    queryKey: knowledgeKeys.comments(kbId, docId),
    queryFn: async () => (await getComments(kbId, docId)).data,
  });

export const useMembers = (kbId: number) =>
  useQuery({ queryKey: knowledgeKeys.members(kbId), queryFn: async () => (await getMembers(kbId)).data });

export const useShares = (kbId: number, enabled: boolean) =>
  useQuery({ queryKey: knowledgeKeys.shares(kbId), queryFn: async () => (await getShares(kbId)).data, enabled });
