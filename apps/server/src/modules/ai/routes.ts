import {
  AI_PATHS,
  type AiStatus,
  aiChatBody,
  aiConversationParams,
  aiConversationRef,
  aiEndpointBody,
  aiImageBody,
  aiImageParams,
  aiImageRef,
  aiRenameBody,
  productPath,
} from '@questline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { callerOf } from '../../http/access';
import { ok, page } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { sendStoredFile } from '../../http/sendFile';
import { startChat } from './chat';
import { conversationDetail, listConversations, removeConversation, renameConversation } from './conversations';
import { creditsOf } from './credits';
import { currentEndpoint, endpointFrom, offered, presentEndpoint, resetEndpoint, saveEndpoint } from './endpoint';
import { listModels } from './endpointClient';
import { generateImages, imageToSend, listImages, removeImage } from './images';

const tags = ['ai'];
const user = { access: 'user' } as const;
const admin = { access: 'platformAdmin' } as const;

/**
 * The AI pages (issue 34, ADR 0124): chat with streamed answers, pictures, the conversations and pictures people keep,
 * and the endpoint's settings for platform administrators. Credits are metered on the hosted service only.
 */
export function aiRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = deps;
    const metered = deps.config.edition === 'saas';
    const answer = async (request: FastifyRequest, work: Promise<unknown>) => ok(requestLocale(request), await work);
    const mine = (request: FastifyRequest) => callerOf(request).userId;

    app.get(AI_PATHS.status, { config: user, schema: { summary: 'What the AI pages offer me', tags } }, (request) =>
      answer(
        request,
        currentEndpoint(db, deps.config.ai).then(async (endpoint): Promise<AiStatus> => ({
          ...offered(endpoint),
          credits: metered ? await creditsOf(db, mine(request)) : null,
        })),
      ),
    );
    app.post(
      AI_PATHS.chat,
      {
        config: user,
        // Compressing would hold the answer's lines back until a block filled. NDJSON is not among the types
        // @fastify/compress compresses today; this keeps it so whatever its list becomes.
        compress: false,
        schema: { summary: 'Asks the chat model; the answer streams as NDJSON', tags, body: aiChatBody },
      },
      async (request, reply) => {
        const stream = await startChat(deps, {
          userId: mine(request),
          input: request.body,
          metered,
          logError: (error) => request.log.error({ err: error }, 'an AI answer could not be kept'),
        });
        return (
          reply
            .type('application/x-ndjson; charset=utf-8')
            .header('cache-control', 'no-store')
            // A proxy in front (nginx) would otherwise buffer the lines too.
            .header('x-accel-buffering', 'no')
            .send(stream)
        );
      },
    );
    app.get(
      AI_PATHS.conversations,
      { config: user, schema: { summary: 'My conversations', tags } },
      async (request) => {
        const rows = await listConversations(db, mine(request));
        return page(requestLocale(request), rows, rows.length);
      },
    );
    app.get(
      productPath('ai/conversation/:id'),
      { config: user, schema: { summary: 'One of my conversations', tags, params: aiConversationParams } },
      (request) =>
        answer(request, conversationDetail(db, { conversationId: request.params.id, userId: mine(request) })),
    );
    app.post(
      AI_PATHS.renameConversation,
      { config: user, schema: { summary: 'Renames one of my conversations', tags, body: aiRenameBody } },
      (request) => answer(request, renameConversation(db, { ...request.body, userId: mine(request) })),
    );
    app.post(
      AI_PATHS.removeConversation,
      { config: user, schema: { summary: 'Removes one of my conversations', tags, body: aiConversationRef } },
      (request) =>
        answer(
          request,
          removeConversation(db, { ...request.body, userId: mine(request) }).then(() => null),
        ),
    );

    app.post(
      AI_PATHS.generateImages,
      { config: user, schema: { summary: 'Draws pictures of a prompt', tags, body: aiImageBody } },
      (request) => answer(request, generateImages(deps, { userId: mine(request), input: request.body, metered })),
    );
    app.get(
      AI_PATHS.images,
      { config: user, schema: { summary: 'My pictures, newest first', tags } },
      async (request) => {
        const rows = await listImages(db, mine(request));
        return page(requestLocale(request), rows, rows.length);
      },
    );
    app.get(
      productPath('ai/image/:id'),
      {
        // An <img> cannot send the Authorization header: the session cookie serves.
        config: { ...user, sessionCookie: true },
        schema: { summary: 'One of my pictures', tags, params: aiImageParams },
      },
      async (request, reply) =>
        sendStoredFile(
          request,
          reply,
          deps.files,
          await imageToSend(db, { imageId: request.params.id, userId: mine(request) }),
        ),
    );
    app.post(
      AI_PATHS.removeImage,
      { config: user, schema: { summary: 'Removes one of my pictures', tags, body: aiImageRef } },
      (request) =>
        answer(
          request,
          removeImage(deps, { ...request.body, userId: mine(request) }).then(() => null),
        ),
    );

    app.get(
      AI_PATHS.endpoint,
      { config: admin, schema: { summary: 'The AI endpoint (key masked)', tags } },
      (request) => answer(request, currentEndpoint(db, deps.config.ai).then(presentEndpoint)),
    );
    app.put(
      AI_PATHS.endpoint,
      { config: admin, schema: { summary: 'Saves the AI endpoint', tags, body: aiEndpointBody } },
      async (request) => {
        const endpoint = endpointFrom(request.body, await currentEndpoint(db, deps.config.ai));
        return answer(request, saveEndpoint(db, { endpoint, userId: mine(request), now: deps.now() }));
      },
    );
    app.delete(
      AI_PATHS.endpoint,
      { config: admin, schema: { summary: 'Returns to the AI endpoint of the AI_* variables', tags } },
      (request) => answer(request, resetEndpoint(db, deps.config.ai)),
    );
    app.post(
      AI_PATHS.checkEndpoint,
      { config: admin, schema: { summary: 'Lists the models an AI endpoint serves', tags, body: aiEndpointBody } },
      async (request) => {
        const endpoint = endpointFrom(request.body, await currentEndpoint(db, deps.config.ai));
        return answer(
          request,
          listModels(endpoint, deps.config.ai.timeoutMs).then((models) => ({ models })),
        );
      },
    );
  };
}
