import {
  type ApiOk,
  type ApiPage,
  IM_PATHS,
  IM_TOOL_PATHS,
  type ImCatchUp,
  type ImConversation,
  type ImConversationList,
  type ImFile,
  type ImHistory,
  type ImIssueChip,
  type ImIssueRef,
  type ImMember,
  type ImMessage,
  type ImPerson,
  type ImReactionEmoji,
  type ImSearchHit,
  type ImToken,
} from '@questline/contract';
import { del, download, get, post, put } from './client';

/** Spec point 7 `imTool/getImToken`: a messaging token pair for the signed-in session. */
export function getImToken(): Promise<ApiOk<ImToken>> {
  return get<ApiOk<ImToken>>(IM_TOOL_PATHS.token);
}

/** A new pair for a refresh token; a refusal rejects quietly (the chat then asks for a new pair). */
export function refreshImToken(refreshToken: string): Promise<ApiOk<ImToken>> {
  return post<ApiOk<ImToken>>(
    IM_TOOL_PATHS.refresh,
    { refresh_token: refreshToken },
    { withoutToken: true, authCall: true },
  );
}

/**
 * The built-in chat's calls (issue 33): each carries the chat's messaging token, never the session's, as an outside
 * chat would. `bearer` is that token, fresh.
 */
export const imApi = {
  conversations: (bearer: string) => get<ApiOk<ImConversationList>>(IM_PATHS.conversations, undefined, { bearer }),
  direct: (bearer: string, userId: number) => post<ApiOk<ImConversation>>(IM_PATHS.direct, { userId }, { bearer }),
  group: (bearer: string, body: { name: string; userIds: number[] }) =>
    post<ApiOk<ImConversation>>(IM_PATHS.group, body, { bearer }),
  changeGroup: (
    bearer: string,
    body: { conversationId: number; name?: string; addUserIds?: number[]; removeUserIds?: number[] },
  ) => post<ApiOk<ImConversation>>(IM_PATHS.changeGroup, body, { bearer }),
  leave: (bearer: string, conversationId: number) => post<ApiOk<null>>(IM_PATHS.leave, { conversationId }, { bearer }),
  members: (bearer: string, conversationId: number) =>
    get<ApiOk<ImMember[]>>(IM_PATHS.members, { conversationId }, { bearer }),
  contacts: (bearer: string, keyword: string) => get<ApiOk<ImPerson[]>>(IM_PATHS.contacts, { keyword }, { bearer }),
  history: (
    bearer: string,
    query: { conversationId: number; beforeId?: number; afterId?: number; aroundId?: number; limit?: number },
  ) => get<ApiOk<ImHistory>>(IM_PATHS.messages, query, { bearer, ownNotFound: true }),
  since: (bearer: string, afterId: number) => get<ApiOk<ImCatchUp>>(IM_PATHS.since, { afterId }, { bearer }),
  send: (
    bearer: string,
    body: { conversationId: number; clientId: string; body: string; replyToId?: number; fileIds?: number[] },
  ) => post<ApiOk<ImMessage>>(IM_PATHS.send, body, { bearer }),
  edit: (bearer: string, messageId: number, body: string) =>
    put<ApiOk<ImMessage>>(IM_PATHS.edit, { messageId, body }, undefined, { bearer }),
  remove: (bearer: string, messageId: number) => del<ApiOk<ImMessage>>(IM_PATHS.remove(messageId), { bearer }),
  react: (bearer: string, messageId: number, emoji: ImReactionEmoji, on: boolean) =>
    post<ApiOk<ImMessage>>(IM_PATHS.react, { messageId, emoji, on }, { bearer }),
  read: (bearer: string, conversationId: number, messageId: number) =>
    post<ApiOk<null>>(IM_PATHS.read, { conversationId, messageId }, { bearer, quiet: true }),
  upload: (bearer: string, conversationId: number, file: File) => {
    const form = new FormData();
    form.append('conversationId', String(conversationId));
    form.append('file', file, file.name);
    return post<ApiOk<ImFile>>(IM_PATHS.upload, form, { bearer, long: true });
  },
  file: (bearer: string, fileId: number) => download(IM_PATHS.file(fileId), undefined, { bearer, quiet: true }),
  search: (bearer: string, query: { keyword: string; conversationId?: number; pageNum?: number; pageSize?: number }) =>
    get<ApiPage<ImSearchHit>>(IM_PATHS.search, query, { bearer }),
  issueChips: (bearer: string, refs: ImIssueRef[]) =>
    post<ApiOk<ImIssueChip[]>>(
      IM_PATHS.issueChips,
      { refs: refs.map(({ projectId, questionId }) => ({ projectId, questionId })) },
      { bearer, quiet: true },
    ),
};
