import {
  AI_PATHS,
  type AiChatEvent,
  type AiChatInput,
  type AiConversationDetail,
  type AiConversationRow,
  type AiEndpointCheck,
  type AiEndpointInput,
  type AiEndpointView,
  type AiImageAnswer,
  type AiImageInput,
  type AiImageRow,
  type AiStatus,
  type ApiOk,
  type ApiPage,
  FINANCE_PATHS,
  type ProductOffer,
} from '@questline/contract';
import type { PlacedOrder } from './finance';
import { del, get, post, postStream, put } from './client';

/** Issue 34: the AI pages (ADR 0124). */

export function getAiStatus(): Promise<ApiOk<AiStatus>> {
  return get<ApiOk<AiStatus>>(AI_PATHS.status);
}

/** Asks the chat model; `onEvent` receives each line of the answer as it streams. */
export function chat(input: AiChatInput, onEvent: (event: AiChatEvent) => void): Promise<void> {
  return postStream(AI_PATHS.chat, input, (line) => onEvent(line as AiChatEvent));
}

export function getConversations(): Promise<ApiPage<AiConversationRow>> {
  return get<ApiPage<AiConversationRow>>(AI_PATHS.conversations);
}

export function getConversation(conversationId: number): Promise<ApiOk<AiConversationDetail>> {
  return get<ApiOk<AiConversationDetail>>(AI_PATHS.conversation(conversationId));
}

export function renameConversation(conversationId: number, title: string): Promise<ApiOk<AiConversationRow>> {
  return post<ApiOk<AiConversationRow>>(AI_PATHS.renameConversation, { conversationId, title });
}

export function removeConversation(conversationId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(AI_PATHS.removeConversation, { conversationId });
}

/** The endpoint answers with the pictures whole, which takes a while: the long calls' 200 s. */
export function generateImages(input: AiImageInput): Promise<ApiOk<AiImageAnswer>> {
  return post<ApiOk<AiImageAnswer>>(AI_PATHS.generateImages, input, { long: true });
}

export function getImages(): Promise<ApiPage<AiImageRow>> {
  return get<ApiPage<AiImageRow>>(AI_PATHS.images);
}

export function removeImage(imageId: number): Promise<ApiOk<null>> {
  return post<ApiOk<null>>(AI_PATHS.removeImage, { imageId });
}

/** The AI credits on sale (spec point 7 getChatGPTVersionist, getMidJourneyVersionist). */
export function getCreditOffers(kind: 'chat' | 'image'): Promise<ApiOk<ProductOffer[]>> {
  return get<ApiOk<ProductOffer[]>>(
    kind === 'chat' ? FINANCE_PATHS.chatGptVersionList : FINANCE_PATHS.midJourneyVersionList,
  );
}

/** The amount sent is the one the page showed: the server refuses the order if its price differs. */
export function orderCredits(productId: number, amountFen: number): Promise<ApiOk<PlacedOrder>> {
  return post<ApiOk<PlacedOrder>>(FINANCE_PATHS.addCreditsOrder, { productId, amountFen });
}

/* Platform administrators. */

export function getEndpoint(): Promise<ApiOk<AiEndpointView>> {
  return get<ApiOk<AiEndpointView>>(AI_PATHS.endpoint);
}

export function saveEndpoint(input: AiEndpointInput): Promise<ApiOk<AiEndpointView>> {
  return put<ApiOk<AiEndpointView>>(AI_PATHS.endpoint, input);
}

export function resetEndpoint(): Promise<ApiOk<AiEndpointView>> {
  return del<ApiOk<AiEndpointView>>(AI_PATHS.endpoint);
}

/** Asks the endpoint for its models with these settings; the check may wait as long as the endpoint may. */
export function checkEndpoint(input: AiEndpointInput): Promise<ApiOk<AiEndpointCheck>> {
  return post<ApiOk<AiEndpointCheck>>(AI_PATHS.checkEndpoint, input, { long: true });
}
